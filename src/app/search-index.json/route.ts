import { getSearchIndex } from '@/lib/search';

/** The search index for the header box, prerendered at build time and fetched on first focus. */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(getSearchIndex());
}
