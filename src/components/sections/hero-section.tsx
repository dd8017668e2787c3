import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { homeCopy } from '@/content/pages';

export function HeroSection() {
  const { hero } = homeCopy;
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[48rem] -translate-x-1/2 rounded-full bg-[radial-gradient(circle,rgb(198_244_50/0.12),transparent_60%)]"
      />
      <div className="relative container-site py-20 sm:py-28 lg:py-36">
        <h1 id="hero-heading" className="max-w-5xl text-5xl font-bold sm:text-7xl lg:text-8xl">
          {hero.heading}
        </h1>
        <p className="mt-8 max-w-2xl text-lg text-muted sm:text-xl">{hero.text}</p>
        <Link
          href="/contact-us"
          className={buttonClasses({ className: 'mt-10' })}
        >
          {hero.cta}
          <Icon name="arrowUpRight" />
        </Link>
      </div>
    </section>
  );
}
