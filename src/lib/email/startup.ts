/** The server's start-up line about where the forms' messages go. Node.js only. */
import path from 'node:path';
import { modeDescription } from './config';
import { outboxPath } from './outbox';

export function logEmailMode(): void {
  const file = outboxPath();
  const shown = path.relative(/* turbopackIgnore: true */ process.cwd(), file);
  const { info, warning } = modeDescription(undefined, shown && !shown.startsWith('..') ? shown : file);
  console.log(info);
  if (warning) console.warn(warning);
}
