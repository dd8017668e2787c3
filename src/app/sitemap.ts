import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/env';
import { siteRoutes } from '@/lib/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes
    .filter((route) => route.indexable)
    .map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.path === '/' ? 'weekly' : 'monthly',
      priority: route.path === '/' ? 1 : route.path.split('/').length > 2 ? 0.6 : 0.8,
    }));
}
