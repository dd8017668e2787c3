import { checkReference, imageAsset, loadCollection, type Entry } from './load';
import { caseStudyPath, portfolio } from './portfolio';
import { collections } from './schema/model';

const model = collections.projects;

/** A featured project card; `artwork` and `product` tell the artwork generator what to draw, and the site does not read them. */
function toProject({ slug, title, subtitle, image, imageAlt, caseStudy }: Entry<typeof model.fields>) {
  const where = `${model.path}/${slug}.yaml`;
  checkReference(where, 'caseStudy', caseStudy, portfolio);
  return {
    slug,
    title,
    subtitle,
    image: imageAsset(image, imageAlt, `${where}: image`, { kind: model.fields.image.kind }),
    /** Where the card leads: the project's case study. */
    href: caseStudyPath(caseStudy),
  };
}

export type Project = ReturnType<typeof toProject>;

/** Featured projects in the modern-agency home carousel (content/projects); each opens its case study. */
export const projects: readonly Project[] = loadCollection(model).map(toProject);
