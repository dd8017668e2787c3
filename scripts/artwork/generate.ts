/**
 * Generates every SVG the site's content references, plus the fixed site visuals, into public/.
 * Run: npm run artwork  (deterministic: re-running is byte-identical, which generate.test.ts
 * checks against the committed pictures)
 */
import { join } from 'node:path';
import { generate, report } from './pipeline';

void generate({ outDir: join(process.cwd(), 'public') }).then(report);
