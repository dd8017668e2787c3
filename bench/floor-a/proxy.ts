import { NextResponse } from 'next/server';

/**
 * Never runs (its matcher matches no page), on purpose. As with instrumentation.ts: built from
 * this subfolder, Turbopack (Next.js 16.4.6) finds no proxy file of the floor's own and takes the
 * workspace root's src/proxy.ts, the site's, instead; this file keeps the floor bare.
 */
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: '/floor-has-no-proxy' };
