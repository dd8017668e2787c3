/**
 * `npm run outbox`: prints the messages the outbox holds (embedded mode's messages, and messages
 * sent without JavaScript that did not reach EmailJS), oldest first. Reads OUTBOX_PATH or
 * .data/outbox.jsonl. `--json` prints the raw records instead; `--csv` writes them as CSV
 * (receivedAt, template, delivered, name, email, subject, message, then where the lead came from:
 * utm_source, utm_medium, utm_campaign, landing_page, referrer_host; and the language of the page it
 * was sent from, en or ur) for a spreadsheet, to standard
 * output or to the file named after it (`--csv leads.csv`: `npm run` prints its own banner first).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outboxCsv, type OutboxLine } from './lib/csv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.resolve(root, process.env.OUTBOX_PATH?.trim() || path.join('.data', 'outbox.jsonl'));
const relative = path.relative(process.cwd(), file);
const shown = relative && !relative.startsWith('..') ? relative : file;

const args = process.argv.slice(2);
const csvAt = args.indexOf('--csv');
const csv = csvAt !== -1;
/** `--csv leads.csv` writes the file; plain `--csv` writes to standard output. */
const afterCsv = csv ? args[csvAt + 1] : undefined;
const csvFile = afterCsv && !afterCsv.startsWith('--') ? afterCsv : undefined;

function writeCsv(list: readonly OutboxLine[]) {
  const text = outboxCsv(list);
  if (!csvFile) {
    process.stdout.write(text);
    return;
  }
  // `npm run` works in the project root; a relative name is meant from where it was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), csvFile);
  writeFileSync(target, text);
  console.log(`Wrote ${list.length} message(s) to ${target}.`);
}

if (!existsSync(file)) {
  // A CSV is still a CSV: the header row alone, so a spreadsheet import does not break.
  if (csv) {
    writeCsv([]);
    process.exit(0);
  }
  console.log(`No messages yet: ${shown} does not exist.`);
  console.log(
    'Messages appear here once a form is sent while the EmailJS keys are unset, or sent without ' +
      'JavaScript while the server cannot forward it to EmailJS.',
  );
  process.exit(0);
}

const records: OutboxLine[] = [];
const broken: number[] = [];
readFileSync(file, 'utf8')
  .split('\n')
  .forEach((line, index) => {
    if (!line.trim()) return;
    try {
      records.push(JSON.parse(line));
    } catch {
      broken.push(index + 1);
    }
  });

/** The messages as people read them, with a count at the end. */
function printMessages() {
  const indent = (text: unknown, by: number) => String(text).replace(/\n/g, `\n${' '.repeat(by)}`);
  const counts = { contact: 0, subscribe: 0 };
  let undelivered = 0;

  records.forEach((record, index) => {
    const fields = record.fields ?? {};
    const when = new Date(record.receivedAt ?? '');
    const date = Number.isNaN(when.getTime()) ? String(record.receivedAt) : when.toLocaleString('en-GB');
    if (record.template === 'contact' || record.template === 'subscribe') counts[record.template] += 1;
    const failed = record.delivered === false;
    if (failed) undelivered += 1;
    const note = failed ? `  NOT DELIVERED (${record.reason ?? 'no reason recorded'})` : '';
    console.log(`#${index + 1}  ${date}  ${record.template ?? 'unknown'}${note}`);
    const names = Object.keys(fields);
    const width = Math.max(0, ...names.map((name) => name.length));
    for (const name of names) {
      const value = fields[name] === '' ? '(empty)' : fields[name];
      console.log(`    ${name.padEnd(width)}  ${indent(value, width + 6)}`);
    }
    console.log('');
  });

  console.log(
    `${records.length} message(s) in ${shown}: ${counts.contact} contact, ${counts.subscribe} subscribe` +
      (undelivered > 0 ? `; ${undelivered} not delivered by EmailJS: follow them up by hand.` : '.'),
  );
  if (broken.length > 0) console.log(`Unreadable line(s) skipped: ${broken.join(', ')}.`);
}

// No process.exit() after these: output to a pipe is written asynchronously, and exiting at once
// cut a large export short (a CSV piped to another program lost every message past 64 KB).
if (process.argv.includes('--json')) {
  for (const record of records) console.log(JSON.stringify(record));
} else if (csv) {
  writeCsv(records);
  if (broken.length > 0) console.error(`Unreadable line(s) skipped: ${broken.join(', ')}.`);
} else {
  printMessages();
}
