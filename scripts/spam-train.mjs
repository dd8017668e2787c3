/**
 * `npm run spam:train`: trains the forms' spam classifier (src/lib/spam) on a sample of the
 * SpamAssassin public corpus and the project's own corpus (scripts/spam-train.data.ts), the own
 * messages counting `ownWeight` times so that the site's languages and offers weigh, and writes
 * src/lib/spam/model.json. The same data gives the same bytes. The build never trains: the model
 * file is committed. The held-out set (data/spam/held-out.json) is never read here.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serialiseModel } from '../src/lib/spam/serialise';
import {
  detectorSettings,
  loadOwnCorpus,
  loadPublicCorpus,
  PUBLIC_PACKAGE,
  publicPackageVersion,
  ROOT,
  trainOn,
} from './spam-train.data';

const MODEL_FILE = 'src/lib/spam/model.json';

const count = (messages, label) => messages.filter((message) => message.label === label).length;

const started = performance.now();
const settings = detectorSettings();
const publicMessages = await loadPublicCorpus();
const own = loadOwnCorpus();
const model = trainOn(publicMessages, own.messages, settings);
const text = serialiseModel(model, {
  public: `${PUBLIC_PACKAGE}@${publicPackageVersion()}: ${count(publicMessages, 'spam')} spam, ${count(publicMessages, 'ham')} ham`,
  own: `${own.source}: ${count(own.messages, 'spam')} spam, ${count(own.messages, 'ham')} ham`,
  tokens: model.counts.features.size,
});
writeFileSync(path.join(ROOT, MODEL_FILE), text);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${MODEL_FILE}: ${model.counts.features.size} tokens, ${Math.round(Buffer.byteLength(text) / 1024)} KiB, ` +
    `threshold ${model.threshold}, bias ${model.bias}, weights ${JSON.stringify(model.weights)} (${seconds} s)`,
);
