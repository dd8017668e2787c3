import { SiteLink } from '@/components/ui/site-link';
import { TOP_ID } from '@/lib/motion';
import { Logo } from './logo';
import { MenuOverlay } from './menu-overlay';
import { SearchBox } from './search-box';
import { ContactList } from './contact-list';
import { SocialLinks } from './social-links';
import { mainNav, contactSocials } from '@/content/site';
import { services } from '@/content/services';
import { searchCopy } from '@/content/search-blog';
import { commonCopy } from '@/content/pages';

export function SiteHeader() {
  return (
    <header
      id={TOP_ID}
      tabIndex={-1}
      className="intro-header sticky top-0 z-40 border-b border-ink-800/80 bg-ink-950/90 backdrop-blur-md focus:outline-none"
    >
      <div className="container-site flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo />
        <nav aria-label={commonCopy.mainNavLabel} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  className="rounded-full px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-fg"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SearchBox copy={searchCopy} />
          <MenuOverlay
            links={mainNav}
            copy={commonCopy.menu}
            aside={
              <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-1">
                <section aria-labelledby="menu-services">
                  <h2 id="menu-services" className="eyebrow">
                    {commonCopy.menu.servicesHeading}
                  </h2>
                  <ul className="mt-4 grid gap-2 text-muted">
                    {services.map((service) => (
                      <li key={service.slug}>
                        <SiteLink
                          href={`/services/${service.slug}`}
                          className="transition-colors hover:text-accent"
                        >
                          {service.title}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </section>
                <section aria-labelledby="menu-contact">
                  <h2 id="menu-contact" className="eyebrow">
                    {commonCopy.menu.contactHeading}
                  </h2>
                  <ContactList placement="menu" className="mt-4" />
                  <SocialLinks networks={contactSocials} className="mt-6" />
                </section>
              </div>
            }
          />
        </div>
      </div>
    </header>
  );
}
