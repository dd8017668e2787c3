import { createOgImage } from '@/components/og/og-image';
import { findRoute, siteRoutes } from '@/lib/seo/routes';
import { shareCardPagePath } from '@/lib/seo/share-cards';

/** Every page's Open Graph and Twitter card, drawn at build time: /og for home, /og/<path> for the rest. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return siteRoutes.map((route) => ({ path: route.path.split('/').filter(Boolean) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[[...path]]'>) {
  const card = findRoute(shareCardPagePath((await params).path))?.card;
  if (!card) return new Response(null, { status: 404 });
  return createOgImage(card);
}
