/**
 * Meta's WhatsApp webhook: the address's verification (GET) and the signed statuses and replies
 * (POST), read by src/lib/booking/whatsapp/endpoint.ts.
 */
import { serverEnv } from '@/env';
import { receiveWebhook, verifyWebhook } from '@/lib/booking/whatsapp/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return verifyWebhook(request, { server: serverEnv() });
}

export function POST(request: Request): Promise<Response> {
  return receiveWebhook(request, { server: serverEnv() });
}
