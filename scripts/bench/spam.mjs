/**
 * `npm run bench:spam`: how well the learned spam classifier (src/lib/spam), which decides the
 * content judgement (src/lib/spam/judge/score.ts), tells spam from real enquiries, and what it costs.
 * (The hand-weighted rules it replaced are measured no more: their last figures are in docs/spam.md.)
 * - 10-fold stratified cross-validation on the project's own corpus: each fold is judged by a model
 *   trained on the public sample and the other nine folds, exactly as `npm run spam:train` trains;
 *   per language, the spam caught and the real enquiries held.
 * - The held-out set (data/spam/held-out.json, when present), judged by the model trained on all of
 *   the own corpus; it is never trained on.
 * - The model file's size, its load and parse time, and the time to read and score one message.
 * - What it adds to a send on SQLite and on PostgreSQL (./spam-cost.mjs).
 * Writes bench/spam-report.md and .json (BENCH_OUT names another folder) and prints the Markdown.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseText } from '../../src/lib/spam/judge/normalise';
import { messageFeatures } from '../../src/lib/spam/features';
import { scoreFeatures } from '../../src/lib/spam/model';
import { parseModel, serialiseModel } from '../../src/lib/spam/serialise';
import { TRAIN_DEFAULTS, trainModel } from '../../src/lib/spam/train';
import {
  detectorSettings,
  findingsOf,
  loadHeldOut,
  loadOwnCorpus,
  loadPublicCorpus,
  LANGUAGES,
  repeatsInOrder,
  ROOT,
  trainingMessages,
} from '../spam-train.data';
import { row, writeReport } from './harness.mjs';
import { costSection } from './spam-cost.mjs';

const FOLDS = 10;
const MODEL_FILE = 'src/lib/spam/model.json';
const LOAD_RUNS = 20;
const SCORE_ROUNDS = 20;
const REPORT = 'spam-report';

const settings = detectorSettings();
const publicMessages = await loadPublicCorpus();
const publicTraining = trainingMessages(publicMessages, { weight: 1, own: false, settings });
const own = loadOwnCorpus();
const heldOut = loadHeldOut();

const train = (ownMessages) =>
  trainModel(
    [
      ...publicTraining,
      ...trainingMessages(ownMessages, { weight: TRAIN_DEFAULTS.ownWeight, own: true, settings }),
    ],
    TRAIN_DEFAULTS,
  );

/** Each message as the site would judge it: its findings, with the same text from other addresses counted in order. */
function readAll(messages) {
  const repeats = repeatsInOrder(messages);
  return messages.map((message, index) => {
    const findings = findingsOf(message, settings, repeats[index]);
    return {
      message,
      features: messageFeatures(message, findings, normaliseText),
    };
  });
}

/** Folds keeping each label's and language's share: the n-th message of a kind goes to fold n mod k. */
function folds(messages, k) {
  const seen = new Map();
  return messages.map(({ label, language }) => {
    const key = `${label}:${language}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n % k;
  });
}

const percent = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

/** Per language and in all: spam caught and real enquiries held by the classifier. */
function table(results) {
  const lines = [
    row(['language', 'spam', 'real', 'classifier: spam caught', 'classifier: real held']),
    row(['---', '---:', '---:', '---:', '---:']),
  ];
  const figures = {};
  for (const language of [...LANGUAGES, 'all']) {
    const mine = results.filter((result) => language === 'all' || result.message.language === language);
    const spam = mine.filter((result) => result.message.label === 'spam');
    const real = mine.filter((result) => result.message.label === 'ham');
    const count = (list, key) => list.filter((result) => result[key]).length;
    figures[language] = {
      spam: spam.length,
      real: real.length,
      classifier: { caught: count(spam, 'held'), held: count(real, 'held') },
    };
    const f = figures[language];
    lines.push(
      row([
        language,
        spam.length,
        real.length,
        percent(f.classifier.caught, spam.length),
        percent(f.classifier.held, real.length),
      ]),
    );
  }
  return { figures, md: lines.join('\n') };
}

const wrong = (results) =>
  results
    .filter((result) => result.held !== (result.message.label === 'spam'))
    .map(
      ({ message, logOdds }) =>
        `${message.label === 'spam' ? 'missed spam' : 'held real'} (${message.language}, ${message.kind}, log-odds ${logOdds.toFixed(2)}): ${(message.subject || message.message).slice(0, 60)}`,
    );

// Cross-validation on the own corpus.
const ownRead = readAll(own.messages);
const fold = folds(own.messages, FOLDS);
const cvResults = [];
for (let k = 0; k < FOLDS; k += 1) {
  const model = train(own.messages.filter((_, i) => fold[i] !== k));
  ownRead.forEach((read, i) => {
    if (fold[i] === k) cvResults.push({ ...read, ...scoreFeatures(model, read.features) });
  });
}
const cv = table(cvResults);

// The model trained on all of it, as `npm run spam:train` writes it.
const model = train(own.messages);
const committed = readFileSync(path.join(ROOT, MODEL_FILE), 'utf8');
const upToDate =
  JSON.stringify(serialiseModel(model).split('"features"')[1]) ===
  JSON.stringify(committed.split('"features"')[1]);
const heldOutResults = heldOut
  ? readAll(heldOut).map((read) => ({ ...read, ...scoreFeatures(model, read.features) }))
  : undefined;
const held = heldOutResults ? table(heldOutResults) : undefined;

// Size, load and score time of the committed model.
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const loadTimes = [];
let loaded;
for (let run = 0; run < LOAD_RUNS; run += 1) {
  const start = performance.now();
  loaded = parseModel(JSON.parse(readFileSync(path.join(ROOT, MODEL_FILE), 'utf8')));
  loadTimes.push(performance.now() - start);
}
const scoreTimes = [];
const findingsTimes = [];
const timed = [...own.messages, ...(heldOut ?? [])];
for (let round = 0; round < SCORE_ROUNDS; round += 1)
  for (const message of timed) {
    const start = performance.now();
    const findings = findingsOf(message, settings);
    const found = performance.now();
    scoreFeatures(loaded, messageFeatures(message, findings, normaliseText));
    findingsTimes.push(found - start);
    scoreTimes.push(performance.now() - found);
  }
const ms = (value) => Number(value.toFixed(3));
const timing = {
  modelBytes: Buffer.byteLength(committed),
  tokens: loaded.counts.features.size,
  loadMs: ms(median(loadTimes)),
  scoreP50Ms: ms(quantile(scoreTimes, 0.5)),
  scoreP99Ms: ms(quantile(scoreTimes, 0.99)),
  findingsP50Ms: ms(quantile(findingsTimes, 0.5)),
  findingsP99Ms: ms(quantile(findingsTimes, 0.99)),
};

const cost = await costSection();

const report = {
  date: new Date().toISOString(),
  node: process.version,
  ownCorpus: own.source,
  publicMessages: publicMessages.length,
  threshold: model.threshold,
  weights: model.weights,
  bias: model.bias,
  modelUpToDate: upToDate,
  crossValidation: cv.figures,
  heldOut: held?.figures ?? null,
  timing,
  cost: cost.results,
  wrongInCrossValidation: wrong(cvResults),
  wrongInHeldOut: heldOutResults ? wrong(heldOutResults) : [],
};
const md = [
  '# Spam bench: the learned classifier that decides',
  '',
  `${report.date}, Node ${report.node}. Written by \`npm run bench:spam\` (scripts/bench/spam.mjs).`,
  '',
  `Trained as \`npm run spam:train\` trains: ${publicMessages.length} messages of the public corpus and the own corpus (${own.source}, ${own.messages.length} messages, each counting ${TRAIN_DEFAULTS.ownWeight} times). The classifier holds from the model's threshold, set so that no real enquiry of its training data is held; the hand-weighted rules it replaced are in docs/spam.md's "before" figures.`,
  '',
  `## ${FOLDS}-fold cross-validation on the own corpus`,
  '',
  "Each fold judged by a model trained on the public sample and the other nine folds (folds keep each label's and language's share).",
  '',
  cv.md,
  '',
  '## Held-out set',
  '',
  held
    ? `data/spam/held-out.json, ${heldOut.length} messages never trained on, judged by the model trained on all of the own corpus.\n\n${held.md}`
    : 'data/spam/held-out.json is not there yet: no held-out figures.',
  '',
  '## The model',
  '',
  row([
    'model file',
    'tokens',
    'load and parse (median)',
    'score one message: p50',
    'p99',
    "detectors' findings: p50",
    'p99',
  ]),
  row(['---:', '---:', '---:', '---:', '---:', '---:', '---:']),
  row([
    `${(timing.modelBytes / 1024).toFixed(0)} KiB`,
    timing.tokens,
    `${timing.loadMs} ms`,
    `${timing.scoreP50Ms} ms`,
    `${timing.scoreP99Ms} ms`,
    `${timing.findingsP50Ms} ms`,
    `${timing.findingsP99Ms} ms`,
  ]),
  '',
  `Scoring is the tokens and their sum (\`messageFeatures\` + \`scoreFeatures\`) over ${timed.length} messages, ${SCORE_ROUNDS} rounds; the findings are the intake's detectors, which the rules run anyway. Threshold ${model.threshold} log-odds; family weights ${Object.entries(
    model.weights,
  )
    .map(([family, weight]) => `${family} ${weight}`)
    .join(
      ', ',
    )}; bias ${model.bias}. ${MODEL_FILE} ${upToDate ? 'is what this data trains' : '**is not what this data trains: run `npm run spam:train`**'}.`,
  '',
  '## What it adds to a send',
  '',
  cost.md,
  '',
  '## Misjudged in cross-validation',
  '',
  ...(report.wrongInCrossValidation.length
    ? report.wrongInCrossValidation.map((line) => `- ${line}`)
    : ['None.']),
  ...(heldOutResults
    ? [
        '',
        '## Misjudged in the held-out set',
        '',
        ...(report.wrongInHeldOut.length ? report.wrongInHeldOut.map((line) => `- ${line}`) : ['None.']),
      ]
    : []),
  '',
].join('\n');
writeReport(REPORT, report, md);
