import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { LinkList } from '@/components/ui/link-list';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { servicesOf } from '@/content/services';
import { footerSocials, navigationOf, siteConfig, siteWordsOf } from '@/content/site';
import type { NavLink } from '@/content/types';
import { linkTo } from '@/lib/i18n/routes';
import { ContactList } from './contact-list';
import { Logo } from './logo';
import { SocialLinks } from './social-links';
import { SubscribeForm } from './subscribe-form';

/** Rendered at build time, so the year is the year of the build. */
const copyrightYear = new Date().getFullYear();

interface SiteFooterProps {
  locale: Locale;
  /**
   * Controls fixed to the screen that belong to the footer's landmark, such as the WhatsApp
   * button. The footer must stay free of transforms and filters, which would pin them to it.
   */
  children?: ReactNode;
}

interface FooterLinksProps {
  id: string;
  heading: string;
  links: readonly NavLink[];
}

/** One of the footer's link lists, named by its heading. */
function FooterLinks({ id, heading, links }: FooterLinksProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold">
        {heading}
      </h2>
      <LinkList
        links={links}
        className="mt-4 grid gap-2 text-sm text-muted"
        linkClassName="transition-colors hover:text-accent"
      />
    </nav>
  );
}

export function SiteFooter({ locale, children }: SiteFooterProps) {
  const footerCopy = copyOf(locale, 'footer');
  const { cta, subscribe } = footerCopy;
  const localLinks = (links: readonly NavLink[]) =>
    links.map((link) => ({ ...link, ...linkTo(locale, link.href) }));
  const serviceLinks = servicesOf(locale).map((service) => ({
    label: service.title,
    href: `/services/${service.slug}`,
  }));
  return (
    <footer className="border-t border-ink-800 bg-ink-900/40">
      <div className="container-site py-16 lg:py-24">
        <section aria-labelledby="footer-cta" className="border-b border-ink-800 pb-14 lg:pb-20">
          <p className="eyebrow">{cta.eyebrow}</p>
          <div className="mt-4 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="footer-cta" className="text-4xl font-bold sm:text-5xl lg:text-6xl">
                {cta.heading}
              </h2>
              <p className="mt-4 text-lg text-muted">{cta.text}</p>
            </div>
            <SiteLink
              {...linkTo(locale, '/contact-us')}
              className="inline-flex items-center gap-3 self-start rounded-full bg-accent px-7 py-4 font-semibold text-on-accent transition-colors hover:bg-accent-strong lg:self-auto"
            >
              {cta.eyebrow}
              <Icon name="arrowUpRight" />
            </SiteLink>
          </div>
        </section>

        <div className="grid grid-cols-1 gap-12 pt-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1fr_1.3fr] lg:pt-20">
          <div>
            <Logo locale={locale} />
            <p className="mt-4 max-w-xs text-sm text-muted">{siteWordsOf(locale).description}</p>
            <ContactList placement="footer" className="mt-6 text-sm" />
          </div>
          <FooterLinks
            id="footer-useful"
            heading={footerCopy.usefulLinksHeading}
            links={localLinks(navigationOf(locale).usefulLinks)}
          />
          <FooterLinks
            id="footer-services"
            heading={footerCopy.servicesHeading}
            links={localLinks(serviceLinks)}
          />
          <section aria-labelledby="footer-subscribe">
            <h2 id="footer-subscribe" className="text-base font-semibold">
              {subscribe.heading}
            </h2>
            <p className="mt-4 text-sm text-muted">{subscribe.text}</p>
            <SubscribeForm locale={locale} />
            <SocialLinks locale={locale} networks={footerSocials} className="mt-6" />
          </section>
        </div>

        <div className="mt-14 flex flex-col gap-3 border-t border-ink-800 pt-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {copyrightYear} {siteConfig.name}. {footerCopy.rights}
          </p>
          <SiteLink
            {...linkTo(locale, '/privacy')}
            className="self-start transition-colors hover:text-accent sm:self-auto"
          >
            {copyOf(locale, 'common').privacyLink}
          </SiteLink>
        </div>
      </div>
      {children}
    </footer>
  );
}
