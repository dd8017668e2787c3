/**
 * The one rule for an entry's file name, which is also its page address where the entry has a
 * page: letters, digits and single dashes. The admin's "File name" field and every loader take it
 * from here, so the admin cannot save a file that the build would refuse.
 *
 * Lower case, except in a collection that keeps the original site's mixed-case addresses (the
 * services: /services/Ui-Ux), which says so in its model.
 */
export const slugRules = {
  lowerCase: {
    regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    message: 'lower-case letters, digits and single dashes only',
  },
  mixedCase: { regex: /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, message: 'letters, digits and single dashes only' },
} as const;

export type SlugRule = keyof typeof slugRules;

const DEFAULT_SLUG_RULE: SlugRule = 'lowerCase';

/** Why `slug` breaks `rule`, or undefined when it keeps it. */
export function slugProblem(slug: string, rule: SlugRule): string | undefined {
  const { regex, message } = slugRules[rule];
  return regex.test(slug) ? undefined : `the file name “${slug}” must be ${message}`;
}

/** The rule a collection's file names follow. */
export const slugRuleOf = (model: { slugRule?: SlugRule }): SlugRule => model.slugRule ?? DEFAULT_SLUG_RULE;
