/**
 * `npm run spam:domains`: writes the disposable e-mail domains the forms' spam judgement knows
 * (src/lib/spam/judge/disposable-domains.json) from the maintained list in the
 * `disposable-email-domains-js` package (the disposable-email-domains project's blocklist). To
 * update: `npm install --save-dev --save-exact disposable-email-domains-js@latest`, run this, commit
 * both. The file is never edited by hand.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { disposableEmailBlocklist } = require('disposable-email-domains-js');
const { version } = require('disposable-email-domains-js/package.json');

const domains = [...new Set(disposableEmailBlocklist().map((domain) => domain.trim().toLowerCase()))]
  .filter(Boolean)
  .sort();
const target = path.join(process.cwd(), 'src/lib/spam/judge/disposable-domains.json');
writeFileSync(target, `${JSON.stringify({ source: `disposable-email-domains-js@${version}`, domains })}\n`);
console.log(`[spam] ${domains.length} disposable domains written to ${path.relative(process.cwd(), target)}`);
