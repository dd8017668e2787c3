/**
 * `POST /api/contact`: the contact and subscribe forms sent without JavaScript (or before it
 * loaded). The message is checked with the same schema, then forwarded to EmailJS when the server
 * has the private key, or kept in the outbox otherwise; the visitor goes back (303) to the page,
 * whose `#…-sent` / `#…-error` note shows through CSS `:target`. After a failure the Location
 * carries what they typed (see ./return-location), so nothing is lost.
 */
import { defaultLocale, isLocale, localePath } from '@/content/locales';
import type { ServerEnv } from '@/env';
import { clientAddress, type RateLimiter } from '@/lib/rate-limit';
import { emailMode, noScriptDelivery, type EmailForm } from './config';
import { forwardToEmailJs, type ForwardRequest, type ForwardResult } from './forward';
import { appendToOutbox, outboxPath, type OutboxRecord } from './outbox';
import { checkMessage, readFields, ReceiveError } from './receive';
import { returnLocation, sameSitePage, type ReturnState } from './return-location';

/**
 * The contact form's page, in the language the form was sent in (its `language` field, `/ur/…`
 * for Urdu); the subscribe form goes back to whichever page it was sent from.
 */
export const CONTACT_PAGE = '/contact-us';

function contactPage(fields: Record<string, string>): string {
  const language = fields.language ?? '';
  return localePath(isLocale(language) ? language : defaultLocale, CONTACT_PAGE);
}

export interface NoScriptDeps {
  server: ServerEnv;
  /** This endpoint's own count of sends per client address. */
  limiter: RateLimiter;
  forward?: (request: ForwardRequest) => Promise<ForwardResult>;
  append?: (record: OutboxRecord) => Promise<void>;
  now?: () => Date;
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

export async function receiveNoScript(
  request: Request,
  {
    server,
    limiter,
    forward = forwardToEmailJs,
    append = appendToOutbox,
    now = () => new Date(),
  }: NoScriptDeps,
): Promise<Response> {
  const form: EmailForm =
    new URL(request.url).searchParams.get('form') === 'subscribe' ? 'subscribe' : 'contact';
  const from = sameSitePage(request.headers.get('referer'), request.headers.get('host'));
  let fields: Record<string, string> = {};
  const back = (state: ReturnState, typed?: Record<string, string>) => {
    const page = form === 'contact' ? contactPage(fields) : from;
    return seeOther(returnLocation({ form, page, state, fields: typed }));
  };
  const label = `[email] ${form} form without JavaScript`;

  // Counted before the body is read, so a refused sender costs little.
  const { allowed } = limiter.take(clientAddress(request.headers, server.trustProxy));
  try {
    fields = await readFields(request);
    if (!allowed) {
      // Nothing is kept; the visitor sees the failure note with what they typed.
      console.warn(`${label} refused: over the limit of ${server.formRateLimit} sends per client address`);
      return back('error', fields);
    }
    const message = checkMessage(form, fields);
    if (message.bot) return back('sent');
    const record: OutboxRecord = { receivedAt: now().toISOString(), template: form, fields: message.fields };

    if (noScriptDelivery(server.emailjs, server.emailjsPrivateKey) === 'forward') {
      const privateKey = server.emailjsPrivateKey ?? '';
      const result = await forward({ form, fields: message.fields, settings: server.emailjs, privateKey });
      if (result.ok) return back('sent');
      console.warn(`${label} not delivered (${result.reason}); kept in ${outboxPath()}`);
      await append({ ...record, delivered: false, reason: result.reason });
      return back('error', fields);
    }

    await append(record);
    if (emailMode(server.emailjs) === 'emailjs') console.info(`${label} was stored in ${outboxPath()}`);
    return back('sent');
  } catch (error) {
    if (error instanceof ReceiveError) console.warn(`${label} rejected: ${error.message}`);
    else console.error(`${label}:`, error);
    return back('error', fields);
  }
}
