/**
 * The embedded mode's EmailJS-compatible endpoint: with no EmailJS keys configured, the SDK posts
 * the forms here (same path, same multipart fields) and each message is appended to the outbox.
 * With keys configured it does not exist (404).
 */
import { EMBEDDED_IDS, emailMode, type EmailForm } from '@/lib/email/config';
import { appendToOutbox } from '@/lib/email/outbox';
import { checkMessage, readFields, ReceiveError } from '@/lib/email/receive';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

const SDK_FIELDS = ['lib_version', 'service_id', 'template_id', 'user_id'] as const;

/** The SDK's own fields, checked like EmailJS does; returns which form the message is from. */
function templateOf(fields: Record<string, string>): EmailForm {
  for (const name of SDK_FIELDS) {
    if (!fields[name]?.trim()) throw new ReceiveError(400, `Missing field: ${name}`);
  }
  if (fields.user_id !== EMBEDDED_IDS.publicKey) {
    throw new ReceiveError(400, `The public key (user_id) is invalid: expected "${EMBEDDED_IDS.publicKey}"`);
  }
  if (fields.service_id !== EMBEDDED_IDS.serviceId) {
    throw new ReceiveError(
      400,
      `The service ID (service_id) is invalid: expected "${EMBEDDED_IDS.serviceId}"`,
    );
  }
  const { contact, subscribe } = EMBEDDED_IDS.templates;
  if (fields.template_id === contact) return 'contact';
  if (fields.template_id === subscribe) return 'subscribe';
  throw new ReceiveError(
    400,
    `The template ID (template_id) is invalid: expected "${contact}" or "${subscribe}"`,
  );
}

export async function POST(request: Request): Promise<Response> {
  if (emailMode() !== 'embedded') return text(404, 'Not Found');
  try {
    const fields = await readFields(request);
    const message = checkMessage(templateOf(fields), fields);
    // A bot filled the hidden field: it is told "OK" and nothing is kept.
    if (message.bot) return text(200, 'OK');
    try {
      await appendToOutbox({
        receivedAt: new Date().toISOString(),
        template: message.template,
        fields: message.fields,
      });
    } catch (error) {
      console.error('[email] could not write to the outbox:', error);
      return text(500, 'The message could not be stored');
    }
    return text(200, 'OK');
  } catch (error) {
    if (error instanceof ReceiveError) return text(error.status, error.message);
    throw error;
  }
}
