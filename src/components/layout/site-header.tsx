import { LinkList } from '@/components/ui/link-list';
import { TOP_ID } from '@/lib/motion/maths';
import { ContactList } from './contact-list';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MenuOverlay } from './menu-overlay';
import { SearchBox } from './search-box';
import { SocialLinks } from './social-links';
import { copyOf } from '@/content/localized';
import { englishOnly, type Locale } from '@/content/locales';
import { contactSocials, navigationOf } from '@/content/site';
import { servicesOf } from '@/content/services';
import { languagePairs, linkTo } from '@/lib/i18n/routes';
import { cn } from '@/lib/utils';

interface SiteHeaderProps {
  locale: Locale;
}

const switchClasses =
  'inline-flex h-11 items-center rounded-full px-3 text-sm font-semibold text-muted transition-colors hover:text-accent';

export function SiteHeader({ locale }: SiteHeaderProps) {
  const common = copyOf(locale, 'common');
  const links = navigationOf(locale).mainNav.map((link) => ({ ...link, ...linkTo(locale, link.href) }));
  const serviceLinks = servicesOf(locale).map((service) => ({
    label: service.title,
    ...linkTo(locale, `/services/${service.slug}`),
  }));
  const pairs = languagePairs();
  return (
    <header
      id={TOP_ID}
      tabIndex={-1}
      className="intro-header sticky top-0 z-40 border-b border-ink-800/80 bg-ink-950/90 backdrop-blur-md focus:outline-none"
    >
      <div className="container-site flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo locale={locale} />
        <nav aria-label={common.mainNavLabel} className="hidden xl:block">
          <LinkList
            links={links}
            className="flex items-center gap-1"
            linkClassName="rounded-full px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-fg"
          />
        </nav>
        <div className="flex items-center gap-2">
          {/* On phones the header has no room to spare: the switch is in the menu there. */}
          <LanguageSwitch pairs={pairs} className={cn(switchClasses, 'hidden sm:inline-flex')} />
          {/* The results come from the English pages' index. */}
          <SearchBox copy={copyOf(locale, 'search')} resultsLang={englishOnly(locale)} />
          <MenuOverlay
            links={links}
            copy={common.menu}
            languageSwitch={<LanguageSwitch pairs={pairs} className={switchClasses} />}
            aside={
              <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-1">
                <section aria-labelledby="menu-services">
                  <h2 id="menu-services" className="eyebrow">
                    {common.menu.servicesHeading}
                  </h2>
                  <LinkList
                    links={serviceLinks}
                    className="mt-4 grid gap-2 text-muted"
                    linkClassName="transition-colors hover:text-accent"
                  />
                </section>
                <section aria-labelledby="menu-contact">
                  <h2 id="menu-contact" className="eyebrow">
                    {common.menu.contactHeading}
                  </h2>
                  <ContactList placement="menu" className="mt-4" />
                  <SocialLinks locale={locale} networks={contactSocials} className="mt-6" />
                </section>
              </div>
            }
          />
        </div>
      </div>
    </header>
  );
}
