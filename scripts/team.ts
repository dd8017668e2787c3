/**
 * `npm run team -- add <email> [--owner]`: adds a member of the team to the lead inbox and prints
 * a one-time link to set their password, valid 24 hours; an address that already has an account
 * is refused. `npm run team -- link <email>`: a new link for a member already there (one who lost
 * theirs, or let it expire); their earlier links stop working. `npm run team -- list` lists the
 * team; `npm run team -- role <email> <owner|member>` changes a member's role; `npm run team --
 * remove <email>` removes a member and signs them out everywhere at once. Every change goes through
 * better-auth's public calls (src/lib/auth/team.ts; role and remove as an owner account the
 * command makes for itself and deletes again: src/lib/auth/command-line.ts).
 * Uses the same database as the server (DATABASE_URL, or SQLITE_PATH / .data/site.db) and brings
 * its tables up to date first, so it works before the server has ever started.
 */
import { connection } from '@/lib/db/connection';
import { describeDatabase, databaseConfig } from '@/lib/db/config';
import { migrateToLatest } from '@/lib/db/migrate';
import {
  AlreadyOnTeamError,
  NotOnTeamError,
  addMember,
  listMembers,
  newSetPasswordLink,
  removeMember,
  setMemberRole,
  type LinkResult,
} from '@/lib/auth/team';

const USAGE = `Usage:
  npm run team -- add <email> [--owner]   add a member and print a link to set their password
  npm run team -- link <email>            a new set-password link for a member (older links stop working)
  npm run team -- list                    list the team
  npm run team -- role <email> <owner|member>
                                          make a member an owner, or an owner a member
  npm run team -- remove <email>          remove a member and end their sessions`;

function printLink({ link, expiresInHours }: LinkResult): void {
  console.log(`Send them this link to set their password (valid ${expiresInHours} hours, once):`);
  console.log(link);
}

async function main(args: string[]): Promise<number> {
  const [command, email, role] = args.filter((arg) => !arg.startsWith('--'));
  const owner = args.includes('--owner');
  if (!command || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  await migrateToLatest(connection().db);
  switch (command) {
    case 'add': {
      try {
        const added = await addMember(email!, owner ? 'owner' : 'member');
        const { member } = added;
        console.log(`Added ${member.email} (${member.role}) in ${describeDatabase(databaseConfig())}.`);
        printLink(added);
        return 0;
      } catch (error) {
        if (!(error instanceof AlreadyOnTeamError)) throw error;
        console.error(
          `${error.email} already has an account; nothing was changed. For a new link to set their password: npm run team -- link ${error.email}`,
        );
        return 1;
      }
    }
    case 'link': {
      try {
        const fresh = await newSetPasswordLink(email!);
        console.log(
          `A new link for ${fresh.member.email} (${fresh.member.role}) in ${describeDatabase(databaseConfig())}; their earlier links no longer work.`,
        );
        printLink(fresh);
        return 0;
      } catch (error) {
        if (!(error instanceof NotOnTeamError)) throw error;
        console.error(`${error.email} is not on the team: npm run team -- add ${error.email}`);
        return 1;
      }
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
    case 'role': {
      if (role !== 'owner' && role !== 'member') {
        console.error(USAGE);
        return 2;
      }
      try {
        const changed = await setMemberRole(email!, role);
        console.log(`${changed.email} is now ${changed.role === 'owner' ? 'an owner' : 'a member'}.`);
        return 0;
      } catch (error) {
        if (!(error instanceof NotOnTeamError)) throw error;
        console.error(`${error.email} is not on the team: npm run team -- add ${error.email}`);
        return 1;
      }
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
