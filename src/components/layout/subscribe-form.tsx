import { PrivacyNote } from '@/components/ui/privacy-note';
import { subscribeFormCopy } from '@/content/forms';
import { contactCopy, footerCopy } from '@/content/pages';
import { cn } from '@/lib/utils';
import { SubscribeFormClient } from './subscribe-form-client';

const noteClasses = 'mt-3 hidden scroll-mt-32 text-sm font-medium target:block';

/**
 * The footer's newsletter form. Without JavaScript it posts to /api/contact?form=subscribe, which
 * comes back to the page at `#subscribe-sent` or `#subscribe-error`: the matching note shows
 * through `:target`.
 */
export function SubscribeForm() {
  return (
    <>
      <SubscribeFormClient copy={subscribeFormCopy} />
      <p id="subscribe-sent" className={cn(noteClasses, 'text-success')}>
        {footerCopy.subscribe.success}
      </p>
      <p id="subscribe-error" className={cn(noteClasses, 'text-danger')}>
        {contactCopy.failure}
      </p>
      <PrivacyNote text={footerCopy.subscribe.privacyNote} className="mt-3 text-xs" />
    </>
  );
}
