import { buttonClasses } from '@/components/ui/button-link';
import { ControlIcon } from '@/components/ui/control-icon';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { SiteLink } from '@/components/ui/site-link';
import { copyOf } from '@/content/localized';
import { localePath, type Locale } from '@/content/locales';
import type { SearchParamsInput } from '@/lib/forms/return-location';
import { issuePageToken, readLink } from '@/lib/intake/confirm';

/** The confirmation button's endpoint (src/app/api/contact/confirm). */
const CONFIRM_ACTION = '/api/contact/confirm';

interface ConfirmSendSectionProps {
  locale: Locale;
  /** The link's query: the held message, where to go back to, and the site's signature. */
  searchParams: Promise<SearchParamsInput>;
}

/**
 * The page a message sent without JavaScript leads to: one button that sends it (a plain form
 * post, so it works with no script), carrying the signed link and a token signed with the time
 * the page was shown. A link the site did not sign shows a note and the way back to the form.
 */
export async function ConfirmSendSection({ locale, searchParams }: ConfirmSendSectionProps) {
  const query = await searchParams;
  const params: Record<string, string | undefined> =
    query instanceof URLSearchParams
      ? Object.fromEntries(query)
      : Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const contact = copyOf(locale, 'contact');
  const { confirm } = contact;
  const held = readLink(params);
  return (
    <>
      <PageHeader
        locale={locale}
        title={confirm.heading}
        crumbs={crumbsFor(locale, { label: copyOf(locale, 'meta').contactUs.title, href: '/contact-us' })}
        intro={held ? confirm.text : undefined}
      />
      <div className="container-site py-10 sm:py-14">
        {held ? (
          <form method="post" action={CONFIRM_ACTION} className="max-w-xl">
            <input type="hidden" name="lead" value={held.lead} />
            <input type="hidden" name="form" value={held.form} />
            <input type="hidden" name="back" value={held.back} />
            <input type="hidden" name="sig" value={params.sig} />
            <PageToken lead={held.lead} />
            <button type="submit" className={buttonClasses({ className: 'w-full cursor-pointer sm:w-auto' })}>
              {confirm.button}
              <ControlIcon name="arrowUpRight" />
            </button>
          </form>
        ) : (
          <div className="max-w-xl">
            <p role="alert" className="text-lg text-danger">
              {confirm.invalid}
            </p>
            <SiteLink href={localePath(locale, '/contact-us')} className={buttonClasses({ className: 'mt-8' })}>
              {contact.formHeading}
              <ControlIcon name="arrowUpRight" />
            </SiteLink>
          </div>
        )}
      </div>
    </>
  );
}

/** The time this page was shown, and its signature with the lead: the press must come after a person's pause. */
function PageToken({ lead }: { lead: string }) {
  const { issued, token } = issuePageToken(lead);
  return (
    <>
      <input type="hidden" name="issued" value={issued} />
      <input type="hidden" name="token" value={token} />
    </>
  );
}
