import { SiteLink } from '@/components/ui/site-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { Service } from '@/content/types';
import { fillTemplate } from '@/lib/i18n/copy';
import { linkTo } from '@/lib/i18n/routes';
import { PackageCard } from './package-card';

interface PackagesSectionProps {
  locale: Locale;
  service: Service;
}

/** A service page's packages, side by side from tablets up and one under another on phones; none, no section. */
export function PackagesSection({ locale, service }: PackagesSectionProps) {
  if (service.packages.length === 0) return null;
  const words = copyOf(locale, 'pricing').packages;
  const id = 'packages-heading';
  return (
    <section id="packages" aria-labelledby={id} className="scroll-mt-24 section-y">
      <div className="container-site">
        <SectionHeading
          id={id}
          title={fillTemplate(words.heading, { service: service.title })}
          text={words.text}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3 md:max-lg:[&>:last-child:nth-child(odd)]:col-span-2">
          {service.packages.map((item) => (
            <PackageCard key={item.id} locale={locale} service={service} item={item} />
          ))}
        </div>
        {/* A link on its own line: a finger-sized target whatever font its words are drawn in. */}
        <p className="mt-10">
          <SiteLink
            {...linkTo(locale, '/pricing')}
            className="inline-flex min-h-11 items-center font-semibold text-fg underline decoration-ink-600 underline-offset-[6px] hover:text-accent hover:decoration-accent"
          >
            {words.allPrices}
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
