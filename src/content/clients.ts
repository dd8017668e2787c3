import { imageAsset, loadCollection, type Entry } from './load';
import { collections } from './schema/model';

const model = collections.clients;

function toClientLogo({ slug, name, logo, logoAlt }: Entry<typeof model.fields>) {
  return {
    slug,
    name,
    logo: imageAsset(logo, logoAlt, `${model.path}/${slug}.yaml: logo`, { kind: model.fields.logo.kind }),
  };
}

export type ClientLogo = ReturnType<typeof toClientLogo>;

/** Logos in the 'companies trusted us' strip (content/clients). */
export const clients: readonly ClientLogo[] = loadCollection(model).map(toClientLogo);
