import { imageAsset, loadCollection } from './load';
import { collections } from './schema/model';
import type { TeamMember } from './types';

/** The people shown on the Our Team page and the About page (content/team). */
export const team: readonly TeamMember[] = loadCollection(collections.team).map(({ slug, name, role, image, imageAlt, imageFocus }) => ({
  slug,
  name,
  role,
  image: imageAsset(image, imageAlt, `${collections.team.path}/${slug}.yaml: image`, {
    kind: collections.team.fields.image.kind,
    focus: imageFocus,
  }),
}));
