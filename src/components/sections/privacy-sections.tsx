import { Fragment, type ReactNode } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import { analyticsDomain, parseRetentionDays } from '@/env';
import { analyticsAttributes } from '@/lib/analytics';
import { formatDate } from '@/lib/i18n/format';
import { fillTemplate, fillTemplateParts } from '@/lib/i18n/copy';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { emailMode, type EmailMode } from '@/lib/email/config';
import { FORM_RATE_WINDOW_MS } from '@/lib/http/rate-limit';
import { BEACON_COUNT_KEPT_MINUTES } from '@/lib/vitals/limits';
import { VITALS_RETENTION_DAYS } from '@/lib/vitals/metrics';

const MS_PER_MINUTE = 60_000;

/**
 * The rate limit's window and how long leads are kept (LEADS_RETENTION_DAYS of the build, which
 * prerenders this page), and the same for the speed measurements, named in the notice so the page
 * says what the server really does.
 */
const names = {
  minutes: FORM_RATE_WINDOW_MS / MS_PER_MINUTE,
  days: parseRetentionDays(process.env.LEADS_RETENTION_DAYS),
  // The speed beacon's limit and how long its reports are kept (src/lib/vitals).
  speedMinutes: BEACON_COUNT_KEPT_MINUTES,
  speedDays: VITALS_RETENTION_DAYS,
};

interface PrivacySectionsProps {
  locale: Locale;
  /** Where the forms send: the notice names only the recipients the built site really has. */
  mode?: EmailMode;
  /** Whether the site was built with analytics (Plausible), which the notice then describes. */
  analytics?: boolean;
}

interface Part {
  id: string;
  heading: string;
  body: ReactNode;
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{fillTemplate(item, names)}</li>
      ))}
    </ul>
  );
}

/** The privacy notice: what the forms collect, who receives it, how long it is kept, and rights. */
export function PrivacySections({
  locale,
  mode = emailMode(),
  analytics = Boolean(analyticsDomain()),
}: PrivacySectionsProps) {
  const copy = copyOf(locale, 'privacy');
  const meta = copyOf(locale, 'meta').privacy;
  const { recipients } = copy;
  const email = (
    <a
      href={`mailto:${siteConfig.email}`}
      dir="ltr"
      {...analyticsAttributes('Email Click', { placement: 'privacy' })}
    >
      {siteConfig.email}
    </a>
  );
  const parts: Part[] = [
    {
      id: 'collect',
      heading: copy.collect.heading,
      body: (
        <>
          <p>{copy.collect.text}</p>
          <List items={copy.collect.items} />
          <p>{fillTemplate(copy.collect.address, names)}</p>
          <p>{copy.collect.attribution}</p>
        </>
      ),
    },
    {
      id: 'recipients',
      heading: recipients.heading,
      body: (
        <>
          {/* Messages sent without JavaScript are forwarded only in EmailJS mode; otherwise every
              message stays on the server, which the embedded paragraph already says. */}
          {mode === 'emailjs' ? (
            <>
              <p>{recipients.emailjs}</p>
              <p>{recipients.noScript}</p>
            </>
          ) : (
            <p>{recipients.embedded}</p>
          )}
          <p>{recipients.noSale}</p>
        </>
      ),
    },
    { id: 'retention', heading: copy.retention.heading, body: <List items={copy.retention.items} /> },
    {
      id: 'cookies',
      heading: copy.cookies.heading,
      body: (
        <>
          <p>{analytics ? copy.cookies.analytics : copy.cookies.text}</p>
          <p>{copy.cookies.storage}</p>
          <p>{fillTemplate(copy.cookies.speed, names)}</p>
          {analytics && <p>{copy.cookies.speedAnalytics}</p>}
        </>
      ),
    },
    {
      id: 'whatsapp',
      heading: copy.whatsapp.heading,
      body: (
        <>
          <p>{copy.whatsapp.text}</p>
          <p>{copy.whatsapp.messages}</p>
        </>
      ),
    },
    {
      id: 'your-rights',
      heading: copy.rights.heading,
      body: (
        <p>
          {fillTemplateParts(copy.rights.text, { email }).map((part, index) => (
            <Fragment key={index}>{part}</Fragment>
          ))}
        </p>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        locale={locale}
        title={copy.heading}
        crumbs={crumbsFor(locale, { label: meta.title, href: '/privacy' })}
        intro={
          <>
            <p>{copy.intro}</p>
            <p className="mt-4 text-sm">
              {copy.updatedLabel}: <time dateTime={copy.updated}>{formatDate(locale, copy.updated)}</time>
            </p>
          </>
        }
      />
      <div className="container-site grid gap-12 section-y lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-20">
        <nav aria-labelledby="privacy-contents" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="privacy-contents" className="eyebrow">
            {copy.tocLabel}
          </h2>
          {/* Two columns on tablets, where one would leave the screen beside it empty; read down
              each column (the six parts make three rows). */}
          <ol className="mt-4 grid gap-x-8 text-sm text-muted sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-3 lg:grid-flow-row lg:grid-cols-1 lg:grid-rows-none">
            {parts.map((part) => (
              <li key={part.id}>
                <a
                  href={`#${part.id}`}
                  className="block border-s border-ink-800 py-2 ps-4 transition-colors hover:border-accent hover:text-fg"
                >
                  {part.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="article-prose max-w-[68ch] [&>h2:first-child]:mt-0">
          {parts.map((part) => (
            <Fragment key={part.id}>
              <h2 id={part.id}>{part.heading}</h2>
              {part.body}
            </Fragment>
          ))}
        </div>
      </div>
      <JsonLd data={webPageJsonLd({ locale, path: '/privacy', ...meta })} />
    </>
  );
}
