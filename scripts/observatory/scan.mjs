/**
 * One Mozilla HTTP Observatory scan (@mdn/mdn-http-observatory: its retriever, tests and grader),
 * printed as JSON. `scan()` of version 1.4.8 drops its options (ports, path) on the way to the
 * retriever, so this is its body with the options passed on. Run by scripts/observatory/run.mjs
 * with NODE_EXTRA_CA_CERTS naming the local edge's certificate (the retriever uses Node's TLS) and
 * OBSERVATORY_DIR naming the scanner's folder.
 *
 * node scripts/observatory/scan.mjs <host> <httpPort> <httpsPort> <path>
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The scanner's folder (run.mjs installs it apart from the site's dependencies).
const observatory = process.env.OBSERVATORY_DIR;
if (!observatory) throw new Error('OBSERVATORY_DIR must name the installed @mdn/mdn-http-observatory');
const load = (file) => import(pathToFileURL(join(observatory, 'src', file)).href);
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { retrieve } = await load('retriever/retriever.js');

const [host = 'localhost', httpPort, httpsPort, path = '/'] = process.argv.slice(2);
const retrieved = await retrieve(host, { httpPort, httpsPort, path });
if (!retrieved.responses.auto) throw new Error(`${host}${path} did not answer`);

const results = ALL_TESTS.map((test) => test(retrieved));
let withExtraCredit = 100;
let uncurved = 100;
let passed = 0;
for (const result of results) {
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  passed += result.pass ? 1 : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
}
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify({
    path,
    status: retrieved.responses.auto.status,
    grade,
    score,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    failed: results
      .filter((result) => result.result && !result.pass)
      .map((result) => ({ test: result.constructor.name, result: result.result, modifier: getScoreModifier(result.result) })),
  }),
);
