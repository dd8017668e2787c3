import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { Service } from '@/content/types';
import { SectionHeading } from '@/components/ui/section-heading';
import { packageAnchor, packagePrice } from '@/lib/pricing/packages';

interface PricingGlanceSectionProps {
  locale: Locale;
  services: readonly Service[];
}

/**
 * Every package and its price in one list, a service to a box: rows that read on a 375 px phone
 * (name and price on one line, the delivery time under them), never a table to scroll sideways.
 * Each row jumps to the package's card below.
 */
export function PricingGlanceSection({ locale, services }: PricingGlanceSectionProps) {
  const { glance, packages: words } = copyOf(locale, 'pricing');
  const id = 'pricing-glance-heading';
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site">
        <SectionHeading id={id} title={glance.heading} text={glance.text} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <div key={service.slug} className="rounded-card border border-ink-800 bg-ink-900 p-6 sm:p-8">
              <h3 className="text-xl font-bold">
                <a href={`#${service.slug}`} className="hover:text-accent">
                  {service.title}
                </a>
              </h3>
              <ul className="mt-4 divide-y divide-ink-800">
                {service.packages.map((item) => (
                  <li key={item.id}>
                    <a
                      href={`#${packageAnchor(service, item)}`}
                      className="group flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3.5"
                    >
                      <span className="font-semibold group-hover:text-accent">
                        {item.name}
                        {item.recommended ? (
                          <span className="ms-2 rounded-full bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent ring-1 ring-accent/30 ring-inset nastaliq:px-2.5 nastaliq:py-0 nastaliq:text-sm">
                            {words.recommended}
                          </span>
                        ) : null}
                      </span>
                      <span className="font-semibold whitespace-nowrap text-fg tabular-nums">
                        {packagePrice(locale, item)}
                      </span>
                      <span className="w-full text-sm text-muted">
                        {words.delivery}: {item.delivery}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
