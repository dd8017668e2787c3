/**
 * Where the contact and subscribe forms post when JavaScript is off (or not loaded yet): the
 * message is checked with the same schema, kept in the outbox, and the visitor is sent back (303)
 * to the page, whose `#contact-sent` / `#contact-error` (or `#subscribe-…`) note then shows through
 * CSS `:target`. With JavaScript the forms send through the SDK and never post here.
 *
 * With EmailJS configured the outbox is still where these messages go (EmailJS accepts browser
 * sends only); the server logs each one so it is not missed.
 */
import { emailMode, type EmailForm } from '@/lib/email/config';
import { appendToOutbox, outboxPath } from '@/lib/email/outbox';
import { checkMessage, readFields, ReceiveError } from '@/lib/email/receive';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** The same-site page the subscribe form was on (from the Referer), or the home page. */
function returnPath(request: Request): string {
  const referer = request.headers.get('referer');
  const host = request.headers.get('host');
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

export async function POST(request: Request): Promise<Response> {
  const form: EmailForm =
    new URL(request.url).searchParams.get('form') === 'subscribe' ? 'subscribe' : 'contact';
  const page = form === 'contact' ? '/contact-us' : returnPath(request);
  try {
    const message = checkMessage(form, await readFields(request));
    if (!message.bot) {
      await appendToOutbox({ receivedAt: new Date().toISOString(), template: form, fields: message.fields });
      if (emailMode() === 'emailjs') {
        console.info(`[email] a ${form} form sent without JavaScript was stored in ${outboxPath()}`);
      }
    }
    return seeOther(`${page}#${form}-sent`);
  } catch (error) {
    if (!(error instanceof ReceiveError)) console.error(`[email] ${form} form without JavaScript:`, error);
    else console.warn(`[email] ${form} form without JavaScript rejected: ${error.message}`);
    return seeOther(`${page}#${form}-error`);
  }
}
