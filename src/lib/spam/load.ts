/**
 * The trained model (./model.json, written by `npm run spam:train`), parsed once per process. The
 * site adds the team's marks to it with `withDelta` (./counts.ts) and keeps that model as its own.
 * Server only.
 */
import 'server-only';
import file from './model.json';
import type { SpamModel } from './model';
import { parseModel } from './serialise';

let loaded: SpamModel | undefined;

export function spamModel(): SpamModel {
  loaded ??= parseModel(file);
  return loaded;
}
