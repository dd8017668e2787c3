import { ContentError, imageAsset, loadCollection } from './load';
import { collections, serviceSlugs } from './schema/model';
import type { NavLink, Service, ServiceSlug } from './types';

function isServiceSlug(slug: string): slug is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(slug);
}

/**
 * The agency's services (content/services), in the order the site lists them. File names are
 * the spec's route slugs, including their mixed case.
 */
export const services: readonly Service[] = loadCollection(collections.services).map((entry) => {
  const where = `${collections.services.path}/${entry.slug}.yaml`;
  if (!isServiceSlug(entry.slug)) {
    throw new ContentError(`${where}: the file name must be one of the service routes (${serviceSlugs.join(', ')})`);
  }
  const { slug, order: _order, imageAlt, leftImageAlt, rightImageAlt, imageFocus: focus, ...fields } = entry;
  const { image, leftImage, rightImage } = collections.services.fields;
  return {
    ...fields,
    slug,
    image: imageAsset(entry.image, imageAlt, `${where}: image`, { kind: image.kind, focus }),
    leftImage: imageAsset(entry.leftImage, leftImageAlt, `${where}: leftImage`, { kind: leftImage.kind, focus }),
    rightImage: imageAsset(entry.rightImage, rightImageAlt, `${where}: rightImage`, { kind: rightImage.kind, focus }),
  };
});

export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** Each service as a link to its page, in the site's order. */
export const serviceLinks: readonly NavLink[] = services.map((service) => ({
  label: service.title,
  href: `/services/${service.slug}`,
}));
