/**
 * `POST /api/contact/confirm`: the one button of the confirmation page (./confirm.ts) that a
 * sender without JavaScript presses. A valid press, at a person's pace, releases the held message
 * for delivery and counts the conversion; then, whatever happened, the visitor goes back (303) to
 * the page they sent from, with its "sent" note, so a bot following the link learns nothing. A
 * link that is not the site's own goes to the error note. Server only.
 */
import 'server-only';
import type { EndpointDeps } from './endpoint-deps';
import { appNow } from '@/lib/time/clock';
import { defaultLocale, localePath } from '@/content/locales';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { db as storeDb } from '@/lib/db/connection';
import { returnLocation } from '@/lib/forms/return-location';
import { owedOnRelease } from '@/lib/leads/channels';
import { releaseHeldLead } from '@/lib/leads/release';
import { wakeDeliveries } from '@/lib/leads/delivery-service';
import { clientAddress } from '@/lib/http/client-address';
import { checkConfirmation } from './confirm';
import { readFields } from '@/lib/http/body';
import { onlyUnconfirmed } from './spam';
import { logStoreFailure } from './store-lead';

export interface ConfirmDeps extends EndpointDeps {
  /** Counts the conversion: without JavaScript no tracker runs, so the server counts it here. */
  count?: (event: ServerEvent) => void;
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

const LABEL = '[email] confirmation of a message sent without JavaScript';

export async function receiveConfirmation(
  request: Request,
  { server, limiter, db = storeDb, now: given, count = () => undefined }: ConfirmDeps,
): Promise<Response> {
  const broken = seeOther(
    returnLocation({ form: 'contact', page: localePath(defaultLocale, '/contact-us'), state: 'error' }),
  );
  let fields: Record<string, string>;
  try {
    const { allowed } = await limiter.take(clientAddress(request.headers, server.trustProxy));
    if (!allowed) return broken;
    fields = await readFields(request);
  } catch (error) {
    console.warn(`${LABEL}: not read (${error instanceof Error ? error.message : String(error)})`);
    return broken;
  }
  const now = given?.() ?? appNow();
  const confirmation = checkConfirmation(fields, now.getTime());
  if (!confirmation.message) return broken;
  const { lead, form, back } = confirmation.message;
  // Too fast or stale: the message stays held for the team to judge; the answer is the same.
  if (!confirmation.ok) return confirmation.why === 'invalid' ? broken : seeOther(back);
  try {
    const released = await releaseHeldLead(db(), lead, {
      owed: owedOnRelease(server),
      when: onlyUnconfirmed,
      clearReason: true,
      now: given?.(),
    });
    if (released) {
      wakeDeliveries();
      const page = back.split('#')[0] ?? back;
      try {
        count(
          form === 'contact'
            ? { name: 'Contact Sent', page, props: { mode: 'no-js' } }
            : { name: 'Subscribe', page, props: {} },
        );
      } catch (error) {
        console.warn(`[analytics] could not count the ${form} form's send:`, error);
      }
    }
  } catch (error) {
    logStoreFailure(`${LABEL}: not recorded`, error);
    return broken;
  }
  return seeOther(back);
}
