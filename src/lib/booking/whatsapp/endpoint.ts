/**
 * `/api/whatsapp`, Meta's webhook: the GET that verifies the address when the owner saves it in the
 * app's setup (the challenge back for the right verify token, 403 otherwise), and the POSTs of
 * statuses and replies, taken only with a valid X-Hub-Signature-256 over the raw body (401 without
 * one, 403 for a wrong one, nothing recorded). 404 while WhatsApp is not set up. Meta retries a post
 * not answered 200, so a store that cannot be written answers 503. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import { db as storeDb } from '@/lib/db/connection';
import type { Database } from '@/lib/db/schema';
import { logStoreFailure } from '@/lib/intake/store-lead';
import { parseWebhook, SIGNATURE_HEADER, verifyChallenge, verifySignature } from '@/lib/whatsapp/webhook';
import { applyWebhookEvents } from './events';

export interface WhatsAppWebhookDeps {
  server: ServerEnv;
  db?: () => Kysely<Database>;
}

/** Meta's posts are a few kilobytes; more is not Meta. */
const MAX_BODY_BYTES = 256 * 1024;
const LABEL = '[whatsapp]';

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export function verifyWebhook(request: Request, { server }: WhatsAppWebhookDeps): Response {
  if (!server.whatsapp) return text('WhatsApp is not set up on this site.', 404);
  const challenge = verifyChallenge(new URL(request.url).searchParams, server.whatsapp.verifyToken);
  return challenge === null ? text('The verify token does not match.', 403) : text(challenge, 200);
}

async function readLimited(request: Request): Promise<Buffer | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return undefined;
  const body = Buffer.from(await request.arrayBuffer());
  return body.length > MAX_BODY_BYTES ? undefined : body;
}

export async function receiveWebhook(
  request: Request,
  { server, db = storeDb }: WhatsAppWebhookDeps,
): Promise<Response> {
  if (!server.whatsapp) return text('WhatsApp is not set up on this site.', 404);
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (!signature) return text('Signed posts only (X-Hub-Signature-256).', 401);
  const body = await readLimited(request);
  if (!body) return text('Too large for a WhatsApp event.', 413);
  if (!verifySignature(body, signature, server.whatsapp.appSecret)) {
    console.warn(`${LABEL} a post with a signature that does not hold was refused`);
    return text('The signature does not hold.', 403);
  }
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return text('Not JSON.', 400);
  }
  try {
    const applied = await applyWebhookEvents(db(), server, parseWebhook(json));
    if (applied.stops > 0) console.log(`${LABEL} ${applied.stops} number(s) asked to stop WhatsApp messages`);
    return text('ok', 200);
  } catch (error) {
    logStoreFailure(`${LABEL} events not recorded`, error);
    return text('Not recorded; please send again.', 503);
  }
}
