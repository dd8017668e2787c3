import { imageAsset, loadCollection, type Entry } from './load';
import { collections } from './schema/model';

const model = collections.team;

/** A member as the site shows them; `portrait` says what the drawn portrait shows, for the artwork alone. */
function toTeamMember({ slug, name, role, image, imageAlt, imageFocus }: Entry<typeof model.fields>) {
  return {
    slug,
    name,
    role,
    image: imageAsset(image, imageAlt, `${model.path}/${slug}.yaml: image`, {
      kind: model.fields.image.kind,
      focus: imageFocus,
    }),
  };
}

export type TeamMember = ReturnType<typeof toTeamMember>;

/** The people shown on the Our Team page and the About page (content/team). */
export const team: readonly TeamMember[] = loadCollection(model).map(toTeamMember);
