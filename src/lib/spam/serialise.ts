/**
 * The model file (./model.json, written by `npm run spam:train`): the parameters and every kept
 * token's counts, one token a line in code-point order, so the same training gives the same bytes
 * and a retraining's diff reads token by token. Counts, not ratios, are kept: the team's marks are
 * added to counts (./counts.ts). Server only.
 */
import 'server-only';
import { buildModel, FAMILIES, type FamilyWeights, type LabelCounts, type SpamModel } from './model';

export const MODEL_FORMAT = 1;

/** What the file says of its own making: sources, sizes, the date is left out to keep bytes stable. */
export type ModelAbout = Record<string, string | number>;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A JSON value on one line, spaced as Prettier spaces it (`["w:seo", 12, 340]`). */
const inline = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(inline).join(', ')}]`
    : value !== null && typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([key, entry]) => `${JSON.stringify(key)}: ${inline(entry)}`)
          .join(', ')} }`
      : JSON.stringify(value);

/** An object, one key a line at `indent`, its values inline. */
const block = (entries: [string, string][], indent: string) =>
  `{\n${entries.map(([key, value]) => `${indent}  ${JSON.stringify(key)}: ${value}`).join(',\n')}\n${indent}}`;

/** The model file's text: laid out as Prettier lays out JSON, so formatting the repository leaves it as it is. */
export function serialiseModel(model: SpamModel, about: ModelAbout = {}): string {
  const tokens = [...model.counts.features.keys()].sort(byCodePoint);
  const features = tokens.map((token) => `    ${inline([token, ...model.counts.features.get(token)!])}`);
  const head: [string, string][] = [
    ['format', inline(MODEL_FORMAT)],
    [
      'about',
      block(
        Object.entries(about)
          .sort(([a], [b]) => byCodePoint(a, b))
          .map(([key, value]) => [key, inline(value)]),
        '  ',
      ),
    ],
    ['alpha', inline(model.alpha)],
    ['ownWeight', inline(model.ownWeight)],
    ['bias', inline(model.bias)],
    ['threshold', inline(model.threshold)],
    [
      'weights',
      block(
        FAMILIES.map((family) => [family, inline(model.weights[family])]),
        '  ',
      ),
    ],
    ['docs', inline([model.counts.docs.spam, model.counts.docs.ham])],
    ['features', `[\n${features.join(',\n')}\n  ]`],
  ];
  return `${block(head, '')}\n`;
}

class ModelFileError extends Error {
  override name = 'ModelFileError';
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The model of a parsed model file; throws naming what is wrong with it. */
export function parseModel(file: unknown): SpamModel {
  const data = file as Record<string, unknown> | null;
  if (!data || data.format !== MODEL_FORMAT)
    throw new ModelFileError(`spam model: format ${String(data?.format)}, expected ${MODEL_FORMAT}`);
  const { alpha, ownWeight, bias, threshold } = data;
  if (!isNumber(alpha) || !isNumber(ownWeight) || !isNumber(bias) || !isNumber(threshold))
    throw new ModelFileError('spam model: alpha, ownWeight, bias and threshold must be numbers');
  const given = (data.weights ?? {}) as Record<string, unknown>;
  const weights = {} as FamilyWeights;
  for (const family of FAMILIES) {
    const weight = given[family];
    if (!isNumber(weight)) throw new ModelFileError(`spam model: no weight for ${family}`);
    weights[family] = weight;
  }
  const docs = data.docs;
  if (!Array.isArray(docs) || !isNumber(docs[0]) || !isNumber(docs[1]))
    throw new ModelFileError('spam model: docs must be [spam, ham]');
  if (!Array.isArray(data.features)) throw new ModelFileError('spam model: features must be a list');
  const features = new Map<string, LabelCounts>();
  for (const entry of data.features as unknown[]) {
    const [token, spam, ham] = entry as [unknown, unknown, unknown];
    if (typeof token !== 'string' || !isNumber(spam) || !isNumber(ham))
      throw new ModelFileError(`spam model: bad feature ${JSON.stringify(entry)}`);
    features.set(token, [spam, ham]);
  }
  return buildModel(
    { docs: { spam: docs[0], ham: docs[1] }, features },
    { weights, bias, threshold, alpha, ownWeight },
  );
}
