/**
 * Generates every SVG the site's content references, plus the fixed site visuals.
 * Run: npm run artwork  (deterministic: re-running is byte-identical)
 */
import { join } from 'node:path';
import { missingPictures } from '../../src/content/load';
import { collectJobs, report, writeJobs } from './pipeline';

async function main() {
  // Pictures named in the content but not drawn yet are what this run is for.
  missingPictures.allowed = true;
  const [
    { clients },
    { portfolio },
    { projects },
    { services },
    { team },
    { testimonials },
    { getAllPosts },
  ] = await Promise.all([
    import('../../src/content/clients'),
    import('../../src/content/portfolio'),
    import('../../src/content/projects'),
    import('../../src/content/services'),
    import('../../src/content/team'),
    import('../../src/content/testimonials'),
    import('../../src/lib/blog'),
  ]);
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
}

void main();
