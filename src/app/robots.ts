import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/search', '/api/', '/keystatic', '/admin'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
    host: absoluteUrl('/'),
  };
}
