import { checkReference, imageAsset, loadCollection } from './load';
import { caseStudyPath, portfolio } from './portfolio';
import { collections } from './schema/model';
import type { Project } from './types';

/** Featured projects in the modern-agency home carousel (content/projects); each opens its case study. */
export const projects: readonly Project[] = loadCollection(collections.projects).map(
  ({ slug, title, subtitle, image, imageAlt, caseStudy }) => {
    const where = `${collections.projects.path}/${slug}.yaml`;
    checkReference(where, 'caseStudy', caseStudy, portfolio);
    return { slug, title, subtitle, image: imageAsset(image, imageAlt, `${where}: image`, { kind: collections.projects.fields.image.kind }),
      href: caseStudyPath(caseStudy) };
  },
);
