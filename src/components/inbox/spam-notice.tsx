import type { Lead } from '@/lib/db/schema';
import { setLeadStatus } from '@/lib/inbox/actions';

interface SpamNoticeProps {
  lead: Pick<Lead, 'id' | 'status' | 'spam_reason'>;
}

/**
 * Why a lead was held as spam when it arrived; while it is held, one button lets it through,
 * after which it is delivered like any other lead. A lead marked spam by hand shows nothing here.
 */
export function SpamNotice({ lead }: SpamNoticeProps) {
  if (!lead.spam_reason) return null;
  const held = lead.status === 'spam';
  return (
    <div className="mb-4 rounded-lg border border-ink-600 p-3 text-sm">
      <p>
        {held ? 'Held as spam, not delivered: ' : 'Was held as spam: '}
        <bdi>{lead.spam_reason}</bdi>.
      </p>
      {held && (
        <form action={setLeadStatus} className="mt-3">
          <input type="hidden" name="lead" value={lead.id} />
          <input type="hidden" name="status" value="new" />
          <input type="hidden" name="from" value="spam" />
          <button type="submit" className="button bg-accent text-on-accent">
            Not spam: deliver it
          </button>
        </form>
      )}
    </div>
  );
}
