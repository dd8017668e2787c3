import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/env';
import { siteRoutes, translatedRoutes } from '@/lib/seo/routes';
import { languageAlternates } from '@/lib/seo/metadata';

/** A page's entry; one that exists in several languages lists each version (`xhtml:link`). */
function entry(path: string, englishPath: string): MetadataRoute.Sitemap[number] {
  const languages = languageAlternates(englishPath);
  return {
    url: absoluteUrl(path),
    changeFrequency: englishPath === '/' ? 'weekly' : 'monthly',
    priority: englishPath === '/' ? 1 : englishPath.split('/').length > 2 ? 0.6 : 0.8,
    ...(languages ? { alternates: { languages } } : {}),
  };
}

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...siteRoutes.filter((route) => route.indexable).map((route) => entry(route.path, route.path)),
    ...translatedRoutes.map((route) => entry(route.path, route.englishPath)),
  ];
}
