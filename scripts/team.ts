/**
 * `npm run team -- add <email> [--owner]`: adds a member of the team to the lead inbox (or makes a
 * fresh link for one already there) and prints a one-time link to set their password, valid 24
 * hours. `npm run team -- list` lists the team; `npm run team -- remove <email>` removes a member
 * and signs them out everywhere at once. Uses the same database as the server (DATABASE_URL, or
 * SQLITE_PATH / .data/site.db) and brings its tables up to date first, so it works before the
 * server has ever started.
 */
import { connection } from '@/lib/db/connection';
import { describeDatabase, databaseConfig } from '@/lib/db/config';
import { migrateToLatest } from '@/lib/db/migrate';
import { addMember, listMembers, removeMember } from '@/lib/auth/team';

const USAGE = `Usage:
  npm run team -- add <email> [--owner]   add a member (or make a new link) and print a set-password link
  npm run team -- list                    list the team
  npm run team -- remove <email>          remove a member and end their sessions`;

async function main(args: string[]): Promise<number> {
  const [command, email] = args.filter((arg) => !arg.startsWith('--'));
  const owner = args.includes('--owner');
  if (!command || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  await migrateToLatest(connection().db);
  switch (command) {
    case 'add': {
      const added = await addMember(email!, owner ? 'owner' : undefined);
      const { member } = added;
      console.log(
        `${added.created ? 'Added' : 'Already on the team:'} ${member.email} (${member.role}) in ${describeDatabase(databaseConfig())}.`,
      );
      console.log(`Send them this link to set their password (valid ${added.expiresInHours} hours, once):`);
      console.log(added.link);
      return 0;
    }
    case 'list': {
      const members = await listMembers();
      if (members.length === 0) console.log('No one on the team yet: npm run team -- add <email> --owner');
      for (const member of members) {
        console.log(
          `${member.email}\t${member.role}\t${member.name}\tsince ${member.createdAt.toISOString().slice(0, 10)}`,
        );
      }
      return 0;
    }
    case 'remove': {
      const removed = await removeMember(email!);
      console.log(removed ? `Removed ${email}; their sessions have ended.` : `${email} is not on the team.`);
      return removed ? 0 : 1;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

main(process.argv.slice(2))
  .then(async (status) => {
    await connection().close();
    process.exit(status);
  })
  .catch(async (error: unknown) => {
    console.error(`[team] ${error instanceof Error ? error.message : String(error)}`);
    await connection().close();
    process.exit(1);
  });
