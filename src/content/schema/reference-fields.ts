/** Fields that name entries of another collection by their slugs. */
import { z } from 'zod';
import { countHint, withHint, type Described } from './field-hints';
import type { AdminFields, Field } from './fields';

/** The slug of an entry of another collection. */
export function reference({
  label,
  description,
  collection,
}: Described & { collection: string }): Field<z.ZodString> {
  return {
    zod: z.string().min(1),
    admin: (f) => f.relationship({ label, description, collection, validation: { isRequired: true } }),
  };
}

export function optionalReference({ label, description, collection }: Described & { collection: string }) {
  return {
    zod: z
      .string()
      .nullish()
      .transform((v) => v ?? undefined)
      .optional(),
    admin: (f: AdminFields) => f.relationship({ label, description, collection }),
  } satisfies Field;
}

export function references({
  label,
  description,
  collection,
  min,
  max,
}: Described & { collection: string; min: number; max: number }): Field<z.ZodArray<z.ZodString>> {
  return {
    zod: z.array(z.string().min(1)).min(min, `needs at least ${min}`).max(max, `takes at most ${max}`),
    admin: (f) =>
      f.multiRelationship({
        label,
        description: withHint(description, countHint(min, max)),
        collection,
        validation: { length: { min, max } },
      }),
  };
}
