import { Picture } from '@/components/ui/picture';
import { Icon } from '@/components/ui/icon';
import type { Service } from '@/content/types';

interface ServiceDescriptionSectionProps {
  service: Service;
}

/** Check mark in front of each feature (decorative; the list item carries the text). */
function CheckMark() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent/10 text-accent ring-1 ring-accent/25 ring-inset"
    >
      <Icon name="check" className="size-3.5" strokeWidth={2.5} />
    </span>
  );
}

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="grid gap-3.5">
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 text-fg">
          <CheckMark />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** The service in detail: its title, two paragraphs, two feature lists and two images. */
export function ServiceDescriptionSection({ service }: ServiceDescriptionSectionProps) {
  const id = 'service-description-heading';
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site grid gap-14 lg:grid-cols-2 lg:items-center lg:gap-20">
        <div>
          <h2 id={id} className="text-4xl font-bold sm:text-5xl">
            {service.title}
          </h2>
          <p className="mt-6 text-muted sm:text-lg">{service.description}</p>
          <p className="mt-5 text-muted">{service.shortDescription}</p>
          <div className="mt-10 grid gap-x-8 gap-y-3.5 border-t border-ink-800 pt-10 sm:grid-cols-2">
            <FeatureList features={service.firstFeatures} />
            <FeatureList features={service.secondFeatures} />
          </div>
        </div>
        <div className="grid grid-cols-2 items-start gap-4 sm:gap-6">
          <Picture
            image={service.leftImage}
            slot="servicePanel"
            loading="lazy"
            className="aspect-[4/5] w-full rounded-card border border-ink-800 bg-ink-900 object-cover"
          />
          <Picture
            image={service.rightImage}
            slot="servicePanel"
            loading="lazy"
            className="mt-12 aspect-[4/5] w-full rounded-card border border-ink-800 bg-ink-900 object-cover sm:mt-20"
          />
        </div>
      </div>
    </section>
  );
}
