import { PrivacyNote } from '@/components/ui/privacy-note';
import { subscribeFormCopyOf } from '@/content/forms';
import { copyOf } from '@/content/localized';
import { formLanguage, type Locale } from '@/content/locales';
import { cn } from '@/lib/utils';
import { SubscribeFormClient } from './subscribe-form-client';

const noteClasses = 'mt-3 hidden scroll-mt-32 text-sm font-medium target:block';

interface SubscribeFormProps {
  locale: Locale;
}

/**
 * The footer's newsletter form. Without JavaScript it posts to /api/contact?form=subscribe, which
 * comes back to the page at `#subscribe-sent` or `#subscribe-error`: the matching note shows
 * through `:target`.
 */
export function SubscribeForm({ locale }: SubscribeFormProps) {
  const copy = subscribeFormCopyOf(locale);
  return (
    <>
      <SubscribeFormClient copy={copy} language={formLanguage(locale)} />
      <p id="subscribe-sent" className={cn(noteClasses, 'text-success')}>
        {copy.subscribe.success}
      </p>
      <p id="subscribe-error" className={cn(noteClasses, 'text-danger')}>
        {copy.failure}
      </p>
      <PrivacyNote
        locale={locale}
        text={copyOf(locale, 'footer').subscribe.privacyNote}
        className="mt-3 text-xs"
      />
    </>
  );
}
