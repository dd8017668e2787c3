import { ContentError, contentExists, imageAsset, loadCollection, type Entry } from './load';
import { defaultLocale, type Locale } from './locales';
import { collections, serviceSlugs, translations, type CollectionModel } from './schema/model';
import type { NavLink, ServiceSlug } from './types';

type ServiceModel = CollectionModel<typeof collections.services.fields>;

function serviceSlug(where: string, slug: string): ServiceSlug {
  const found = serviceSlugs.find((candidate) => candidate === slug);
  if (!found)
    throw new ContentError(
      `${where}: the file name must be one of the service routes (${serviceSlugs.join(', ')})`,
    );
  return found;
}

/** A service as the site shows it: its file's fields, its slug one of the routes, its pictures read. */
function toService(model: ServiceModel, entry: Entry<ServiceModel['fields']>) {
  const where = `${model.path}/${entry.slug}.yaml`;
  const { slug, order: _order, imageAlt, leftImageAlt, rightImageAlt, imageFocus: focus, ...fields } = entry;
  const { image, leftImage, rightImage } = model.fields;
  return {
    ...fields,
    slug: serviceSlug(where, slug),
    image: imageAsset(entry.image, imageAlt, `${where}: image`, { kind: image.kind, focus }),
    leftImage: imageAsset(entry.leftImage, leftImageAlt, `${where}: leftImage`, {
      kind: leftImage.kind,
      focus,
    }),
    rightImage: imageAsset(entry.rightImage, rightImageAlt, `${where}: rightImage`, {
      kind: rightImage.kind,
      focus,
    }),
  };
}

export type Service = ReturnType<typeof toService>;
/** One of a service's packages: its price in rupees, what it includes, how long it takes. */
export type ServicePackage = Service['packages'][number];
/** The steps of 'Our Process', in the service's own words. */
export type ProcessSteps = Service['process'];

/** The services of one folder, in the order the site lists them, with their pictures read. */
function readServices(model: ServiceModel): readonly Service[] {
  return loadCollection(model).map((entry) => toService(model, entry));
}

/**
 * The agency's services (content/services), in the order the site lists them. File names are
 * the spec's route slugs, including their mixed case.
 */
export const services: readonly Service[] = readServices(collections.services);

const translated = new Map<Locale, readonly Service[]>([[defaultLocale, services]]);

/**
 * The services written in `locale` (content/<locale>/services, under the English slugs). A service
 * without its file there has no page in that language.
 */
export function servicesOf(locale: Locale): readonly Service[] {
  if (locale === defaultLocale) return services;
  let list = translated.get(locale);
  if (!list) {
    const model = translations[locale].collections.services;
    list = contentExists(model, 'collection') ? readServices(model) : [];
    translated.set(locale, list);
  }
  return list;
}

export function getService(slug: string, locale: Locale = defaultLocale): Service | undefined {
  return servicesOf(locale).find((service) => service.slug === slug);
}

/** Each service as a link to its English page, in the site's order. */
export const serviceLinks: readonly NavLink[] = services.map((service) => ({
  label: service.title,
  href: `/services/${service.slug}`,
}));
