import { imageAsset, loadCollection } from './load';
import { collections } from './schema/model';
import type { ClientLogo } from './types';

/** Logos in the 'companies trusted us' strip (content/clients). */
export const clients: readonly ClientLogo[] = loadCollection(collections.clients).map(({ slug, name, logo, logoAlt }) => ({
  slug,
  name,
  logo: imageAsset(logo, logoAlt, `${collections.clients.path}/${slug}.yaml: logo`, {
    kind: collections.clients.fields.logo.kind,
  }),
}));
