/**
 * Generates every SVG the site's content references, plus the fixed site visuals.
 * Run: npx tsx scripts/artwork/generate.ts  (deterministic: re-running is byte-identical)
 */
import { join } from 'node:path';
import { clients } from '../../src/content/clients';
import { portfolio } from '../../src/content/portfolio';
import { projects } from '../../src/content/projects';
import { services } from '../../src/content/services';
import { team } from '../../src/content/team';
import { testimonials } from '../../src/content/testimonials';
import { getAllPosts } from '../../src/lib/blog';
import { collectJobs, report, writeJobs } from './pipeline';

const publicDir = join(__dirname, '..', '..', 'public');
const jobs = collectJobs({
  services,
  testimonials,
  team,
  clients,
  projects,
  portfolio,
  posts: getAllPosts(),
});
const res = writeJobs(jobs, publicDir);
report(res, jobs.length - res.skipped.length);
