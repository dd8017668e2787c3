import { Picture } from '@/components/ui/picture';
import { Tabs } from '@/components/ui/tabs';
import type { ImageAsset } from '@/content/types';

export interface TabsSectionItem {
  id: string;
  label: string;
  text: string;
}

interface TabsSectionProps {
  items: readonly TabsSectionItem[];
  image: ImageAsset;
}

/** About, mission, vision and achievements as tabs beside an illustration. */
export function TabsSection({ items, image }: TabsSectionProps) {
  return (
    <section className="overflow-clip border-t border-ink-800 section-y">
      <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center lg:gap-20">
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-10 rounded-full bg-[radial-gradient(circle,rgb(198_244_50/0.10),transparent_65%)]"
          />
          <Picture
            image={image}
            slot="illustration"
            className="aspect-[5/5] w-full rounded-card border border-ink-800 bg-ink-900 object-cover lg:aspect-[5/6]"
          />
        </div>
        <Tabs
          items={items.map((item) => ({
            id: item.id,
            label: item.label,
            content: <p className="text-lg leading-relaxed text-muted sm:text-xl">{item.text}</p>,
          }))}
          className="min-w-0"
          panelClassName="mt-10 lg:min-h-[14rem]"
        />
      </div>
    </section>
  );
}
