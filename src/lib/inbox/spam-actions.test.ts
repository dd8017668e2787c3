import { beforeEach, expect, it, vi } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import type { Kysely } from 'kysely';
import type { SignedIn } from '@/lib/auth/session';
import type { Database } from '@/lib/db/schema';
import { changeStatus } from '@/lib/inbox/changes';
import { saveLead } from '@/lib/leads/store';
import { countMarks } from '@/lib/spam/learning';

/** The request as the action sees it, the member its session belongs to, and the test's database. */
const request = vi.hoisted(() => ({
  headers: new Headers(),
  member: null as SignedIn | null,
  db: undefined as Kysely<Database> | undefined,
}));
const SITE = 'https://ravidigital.example';

vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));
vi.mock('@/lib/auth/server', () => ({ authBaseURL: () => SITE }));
vi.mock('@/lib/auth/session', () => ({ currentMember: async () => request.member }));
vi.mock('@/lib/db/connection', async (original) => ({
  ...(await original<typeof import('@/lib/db/connection')>()),
  db: () => request.db,
}));

class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirected to ${to}`);
  }
}

const { forgetSpamLearning } = await import('./spam-actions');

const OWNER: SignedIn = { userId: 'u1', name: 'Ravi', email: 'ravi@ravidigital.example', role: 'owner' };
const MEMBER: SignedIn = { userId: 'u2', name: 'Sana', email: 'sana@ravidigital.example', role: 'member' };

/** What the action did: where it sent the browser, or the error it refused with. */
async function post(fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  try {
    await forgetSpamLearning(form);
    return 'no answer';
  } catch (error) {
    if (error instanceof Redirected) return error.to;
    return (error as Error).name;
  }
}

describeEachEngine('"Forget what the team taught" in Spam settings', (current) => {
  beforeEach(async () => {
    request.db = current().db;
    request.headers = new Headers({ origin: SITE, host: new URL(SITE).host });
    request.member = OWNER;
    const { id } = await saveLead(current().db, {
      form: 'contact',
      path: 'embedded',
      fields: { email: 'seller@example.com', name: 'Seller', message: 'Reply for our premium services.' },
    });
    await changeStatus(current().db, id, 'spam', OWNER);
    expect(await countMarks(current().db)).toBe(1);
  });
  const audit = () => current().db.selectFrom('inbox_audit').selectAll().execute();

  it('asks the owner first, then forgets every mark and writes the audit’s row', async () => {
    expect(await post({})).toBe('/admin/spam?forget=confirm#forget');
    expect(await countMarks(current().db)).toBe(1);
    expect(await post({ confirm: 'yes' })).toBe('/admin/spam?forgotten=1');
    expect(await countMarks(current().db)).toBe(0);
    expect(await audit()).toMatchObject([
      { action: 'spam-learning-forgotten', lead_id: '', by_user_id: OWNER.userId, by_name: OWNER.name },
    ]);
  });

  it('sends a visitor without a session to sign in, and a member who is not an owner back to the leads', async () => {
    request.member = null;
    expect(await post({ confirm: 'yes' })).toBe('/admin/sign-in');
    request.member = MEMBER;
    expect(await post({ confirm: 'yes' })).toBe('/admin/leads');
    expect(await countMarks(current().db)).toBe(1);
    expect(await audit()).toEqual([]);
  });

  it('refuses a post from another site, or without an origin, even an owner’s', async () => {
    request.headers = new Headers({ origin: 'https://evil.example', host: new URL(SITE).host });
    expect(await post({ confirm: 'yes' })).toBe('CrossSiteRequestError');
    request.headers = new Headers({ host: new URL(SITE).host });
    expect(await post({ confirm: 'yes' })).toBe('CrossSiteRequestError');
    expect(await countMarks(current().db)).toBe(1);
    expect(await audit()).toEqual([]);
  });
});
