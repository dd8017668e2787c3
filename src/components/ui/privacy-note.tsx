import { SiteLink } from '@/components/ui/site-link';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { linkTo } from '@/lib/i18n/routes';
import { cn } from '@/lib/utils';

interface PrivacyNoteProps {
  locale: Locale;
  /** What the form's details are used for, e.g. 'We use your details only to reply to you.' */
  text: string;
  className?: string;
}

/** The line under a form that says what its details are for and links to the privacy notice. */
export function PrivacyNote({ locale, text, className }: PrivacyNoteProps) {
  return (
    <p className={cn('text-sm text-muted', className)}>
      {text}{' '}
      <SiteLink
        {...linkTo(locale, '/privacy')}
        className="whitespace-nowrap text-fg underline decoration-ink-600 underline-offset-4 transition-colors hover:text-accent hover:decoration-accent"
      >
        {copyOf(locale, 'common').privacyLink}
      </SiteLink>
    </p>
  );
}
