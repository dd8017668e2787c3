#!/usr/bin/env node
/**
 * `npm run outbox`: prints the messages the forms stored in embedded mode (no EmailJS keys set),
 * oldest first. Reads OUTBOX_PATH or .data/outbox.jsonl. `--json` prints the raw records instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.resolve(root, process.env.OUTBOX_PATH?.trim() || path.join('.data', 'outbox.jsonl'));
const relative = path.relative(process.cwd(), file);
const shown = relative && !relative.startsWith('..') ? relative : file;

if (!existsSync(file)) {
  console.log(`No messages yet: ${shown} does not exist.`);
  console.log('Messages appear here once a form is sent while the EmailJS keys are unset.');
  process.exit(0);
}

const records = [];
const broken = [];
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

if (process.argv.includes('--json')) {
  for (const record of records) console.log(JSON.stringify(record));
  process.exit(0);
}

const indent = (text, by) => String(text).replace(/\n/g, `\n${' '.repeat(by)}`);
const counts = { contact: 0, subscribe: 0 };

records.forEach((record, index) => {
  const fields = record.fields ?? {};
  const when = new Date(record.receivedAt);
  const date = Number.isNaN(when.getTime()) ? String(record.receivedAt) : when.toLocaleString('en-GB');
  if (record.template in counts) counts[record.template] += 1;
  console.log(`#${index + 1}  ${date}  ${record.template ?? 'unknown'}`);
  const names = Object.keys(fields);
  const width = Math.max(0, ...names.map((name) => name.length));
  for (const name of names) {
    const value = fields[name] === '' ? '(empty)' : fields[name];
    console.log(`    ${name.padEnd(width)}  ${indent(value, width + 6)}`);
  }
  console.log('');
});

console.log(
  `${records.length} message(s) in ${shown}: ${counts.contact} contact, ${counts.subscribe} subscribe.`,
);
if (broken.length > 0) console.log(`Unreadable line(s) skipped: ${broken.join(', ')}.`);
