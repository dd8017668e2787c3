/**
 * `npm run leads`: prints the leads the site has stored (every form send, on every path), oldest
 * first, from the database the server uses (DATABASE_URL, else SQLITE_PATH or .data/site.db); safe
 * while the server runs. `--json` prints one JSON object per lead instead; `--csv` writes them as
 * CSV (receivedAt, template, delivered, name, email, subject, message, then where the lead came
 * from: utm_source, utm_medium, utm_campaign, landing_page, referrer_host; the language of the page
 * it was sent from, en or ur; and its status) for a spreadsheet, to standard output or to the file
 * named after it (`--csv leads.csv`: `npm run` prints its own banner first).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connect } from '../src/lib/db/connection';
import { databaseConfig, describeDatabase } from '../src/lib/db/config';
import type { Delivery, Lead } from '../src/lib/db/schema';
import { emailDelivered, leadLine, leadsCsv, type LeadLine } from '../src/lib/leads/csv';

const args = process.argv.slice(2);
const csvAt = args.indexOf('--csv');
const csv = csvAt !== -1;
/** `--csv leads.csv` writes the file; plain `--csv` writes to standard output. */
const afterCsv = csv ? args[csvAt + 1] : undefined;
const csvFile = afterCsv && !afterCsv.startsWith('--') ? afterCsv : undefined;

function writeCsv(list: readonly LeadLine[]) {
  const text = leadsCsv(list);
  if (!csvFile) {
    process.stdout.write(text);
    return;
  }
  // `npm run` works in the project root; a relative name is meant from where it was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), csvFile);
  writeFileSync(target, text);
  console.log(`Wrote ${list.length} lead(s) to ${target}.`);
}

const config = databaseConfig();
const where = describeDatabase(config);

async function readLeads(): Promise<{ lead: Lead; email: Delivery | undefined }[]> {
  // Reading must not make an empty database file where none was.
  if (config.engine === 'sqlite' && !existsSync(config.file)) return [];
  const store = connect(config);
  try {
    const { db } = store;
    const tables = await db.introspection.getTables();
    if (!tables.some((table) => table.name === 'leads')) return [];
    const leads = await db.selectFrom('leads').selectAll().orderBy('received_at').orderBy('id').execute();
    const emails = await db.selectFrom('deliveries').selectAll().where('channel', '=', 'email').execute();
    const byLead = new Map(emails.map((email) => [email.lead_id, email]));
    return leads.map((lead) => ({ lead, email: byLead.get(lead.id) }));
  } finally {
    await store.close();
  }
}

const line = ({ lead, email }: { lead: Lead; email: Delivery | undefined }): LeadLine =>
  leadLine(lead, email);

/** The leads as people read them, with a count at the end. */
function printLeads(rows: { lead: Lead; email: Delivery | undefined }[]) {
  const indent = (text: unknown, by: number) => String(text).replace(/\n/g, `\n${' '.repeat(by)}`);
  const counts = { contact: 0, subscribe: 0, booking: 0 };
  let undelivered = 0;
  rows.forEach((row, index) => {
    const { lead, email } = row;
    const fields = line(row).fields ?? {};
    counts[lead.form] += 1;
    const failed = emailDelivered(lead, email) === false;
    if (failed) undelivered += 1;
    const note = failed ? `  NOT DELIVERED (${email?.last_error ?? 'EmailJS refused the browser'})` : '';
    const date = new Date(lead.received_at).toLocaleString('en-GB');
    const held = lead.status === 'spam' && lead.spam_reason ? ` (held: ${lead.spam_reason})` : '';
    console.log(`#${index + 1}  ${date}  ${lead.form}  ${lead.status}${held}  via ${lead.path}${note}`);
    const names = Object.keys(fields);
    const width = Math.max(0, ...names.map((name) => name.length));
    for (const name of names) {
      const value = fields[name] === '' ? '(empty)' : fields[name];
      console.log(`    ${name.padEnd(width)}  ${indent(value, width + 6)}`);
    }
    console.log('');
  });
  console.log(
    `${rows.length} lead(s) in ${where}: ${counts.contact} contact, ${counts.subscribe} subscribe, ${counts.booking} booking` +
      (undelivered > 0 ? `; ${undelivered} not delivered by e-mail: follow them up by hand.` : '.'),
  );
}

async function main() {
  const rows = await readLeads();
  // No process.exit() after these: output to a pipe is written asynchronously, and exiting at once
  // cut a large export short.
  if (args.includes('--json')) {
    for (const row of rows) console.log(JSON.stringify({ ...row.lead, fields: line(row).fields }));
  } else if (csv) {
    writeCsv(rows.map(line));
  } else if (rows.length === 0) {
    console.log(`No leads yet in ${where}: they appear here once a form is sent.`);
  } else {
    printLeads(rows);
  }
}

main().catch((error: unknown) => {
  console.error(
    `Could not read the leads from ${where}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
