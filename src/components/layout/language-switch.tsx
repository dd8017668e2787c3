'use client';

import { usePathname } from 'next/navigation';
import { localeInfo, splitLocalePath } from '@/content/locales';

interface LanguageSwitchProps {
  /** Each page that has a translation, by address, with the address of its other-language page. */
  pairs: Readonly<Record<string, string>>;
  className?: string;
}

/**
 * A link to this page in the other language, named in that language ('اردو' on an English page,
 * 'English' on an Urdu one); nothing on a page without a pair. A plain link: the other language
 * has its own root layout, so the browser loads the page afresh either way.
 */
export function LanguageSwitch({ pairs, className }: LanguageSwitchProps) {
  const pathname = usePathname();
  const target = pairs[pathname];
  if (!target) return null;
  const { locale } = splitLocalePath(target);
  const { name, dir } = localeInfo[locale];
  return (
    <a href={target} hrefLang={locale} lang={locale} dir={dir} className={className}>
      {name}
    </a>
  );
}
