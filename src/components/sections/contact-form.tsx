import { PrivacyNote } from '@/components/ui/privacy-note';
import { contactFormCopyOf } from '@/content/forms';
import { copyOf } from '@/content/localized';
import { formLanguage, type Locale } from '@/content/locales';
import type { ContactDraft } from '@/content/types';
import { cn } from '@/lib/utils';
import { BookCallNote } from './book-invite';
import { ContactFormClient } from './contact-form-client';

const noteClasses = 'mt-4 hidden scroll-mt-32 text-sm font-medium target:block';

/**
 * 'Send a message': the browser validates the fields (required, e-mail format, lengths); the
 * client leaf sends them through EmailJS (or the site's own endpoint) and says how it went.
 * Without JavaScript the form posts to /api/contact, which comes back to `#contact-sent` or
 * `#contact-error`: the matching note below shows through `:target`.
 */
interface ContactFormProps {
  locale: Locale;
  className?: string;
  /** Values shown in the fields from the start: a subject named by the link, or what was typed before a failed send. */
  initialValues?: Partial<ContactDraft>;
}

export function ContactForm({ locale, className, initialValues }: ContactFormProps) {
  const headingId = 'contact-form-heading';
  const contactCopy = copyOf(locale, 'contact');
  return (
    <section
      aria-labelledby={headingId}
      className={cn('relative rounded-card border border-ink-800 bg-ink-900 p-6 sm:p-10', className)}
    >
      <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
        {contactCopy.formHeading}
      </h2>
      <ContactFormClient
        headingId={headingId}
        copy={contactFormCopyOf(locale)}
        initialValues={initialValues}
        language={formLanguage(locale)}
        sentNote={<BookCallNote locale={locale} />}
      />
      <p id="contact-sent" className={cn(noteClasses, 'peer text-success')}>
        {contactCopy.success}
      </p>
      {/* Shown with the sent note above (`:target`), after a send without JavaScript. */}
      <BookCallNote locale={locale} className="mt-2 hidden peer-target:block" />
      <p id="contact-error" className={cn(noteClasses, 'text-danger')}>
        {contactCopy.failure}
      </p>
      <PrivacyNote locale={locale} text={contactCopy.privacyNote} className="mt-6" />
    </section>
  );
}
