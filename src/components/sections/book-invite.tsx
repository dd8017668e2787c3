import { ButtonLink } from '@/components/ui/button-link';
import { SiteLink } from '@/components/ui/site-link';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { BOOK_PAGE } from '@/lib/booking/pages/paths';
import { fillTemplate } from '@/lib/i18n/copy';
import { hasPage, linkTo } from '@/lib/i18n/routes';
import { cn } from '@/lib/utils';

/** The booking page's words for links to it, where the page exists in `locale`. */
function inviteCopy(locale: Locale) {
  return hasPage(locale, BOOK_PAGE) ? copyOf(locale, 'book').invite : undefined;
}

/** "Prefer to talk? Book a 30-minute call": beside the contact form. */
export function BookInvite({ locale, className }: { locale: Locale; className?: string }) {
  const invite = inviteCopy(locale);
  if (!invite) return null;
  return (
    <section
      aria-labelledby="book-invite-heading"
      className={cn('rounded-card border border-ink-800 bg-ink-900 p-6 sm:p-8', className)}
    >
      <h2 id="book-invite-heading" className="text-2xl font-bold">
        {invite.heading}
      </h2>
      <p className="mt-3 text-muted">{invite.text}</p>
      <ButtonLink
        {...linkTo(locale, BOOK_PAGE)}
        variant="outline"
        size="md"
        icon="arrowUpRight"
        className="mt-6"
      >
        {invite.link}
      </ButtonLink>
    </section>
  );
}

interface BookCallLinkProps {
  locale: Locale;
  /** The address's query, e.g. `package=…` from a package card. */
  query?: string;
  /** The link's words: the invitation's own unless given. */
  label?: 'link' | 'package';
  /** What the words' placeholders are filled with (`{package}`). */
  values?: Record<string, string>;
  className?: string;
}

/** A plain link to /book (after a message is sent, on a package), or nothing where it has no page. */
export function BookCallLink({ locale, query, label = 'link', values = {}, className }: BookCallLinkProps) {
  const invite = inviteCopy(locale);
  if (!invite) return null;
  return (
    <SiteLink
      {...linkTo(locale, query ? `${BOOK_PAGE}?${query}` : BOOK_PAGE)}
      className={cn(
        'font-semibold text-accent underline decoration-accent/40 underline-offset-4 transition-colors hover:decoration-accent',
        className,
      )}
    >
      {fillTemplate(invite[label], values)}
    </SiteLink>
  );
}

/** "Prefer to talk? Book a call": under the note that a contact message was sent. */
export function BookCallNote({ locale, className }: { locale: Locale; className?: string }) {
  const invite = inviteCopy(locale);
  if (!invite) return null;
  return (
    <p className={cn('text-sm text-muted', className)}>
      {invite.heading} <BookCallLink locale={locale} />
    </p>
  );
}
