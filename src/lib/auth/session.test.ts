import { afterEach, expect, it, vi } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { BASE_URL, signedIn as signedInAs, teamStore as store } from '@test-support/team';
import { CLIENT_ADDRESS_HEADER, SESSION_MAX_AGE_S } from './options';
import { IDLE_LIMIT_MS, TOUCH_EVERY_MS, currentMember } from './session';
import type { TeamStore } from './team';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const signedIn = (team: TeamStore, email: string) => signedInAs(team, email, 'owner');

/** The session row as better-auth reads it (null once it has ended). */
async function sessionOf(team: TeamStore, headers: Headers) {
  return (await team.auth.api.getSession({ headers }))?.session ?? null;
}

const at = (time: number) => vi.setSystemTime(time);

afterEach(() => {
  vi.useRealTimers();
});

describeEachEngine('a session', (current) => {
  it('is the member’s, its activity written through update-session at most every TOUCH_EVERY_MS, its end unmoved', async () => {
    const team = store(current());
    vi.useFakeTimers({ toFake: ['Date'] });
    const headers = await signedIn(team, 'amna@agency.pk');
    const start = Date.now();
    const { expiresAt } = (await sessionOf(team, headers))!;
    expect(new Date(expiresAt).getTime() - start).toBeGreaterThan(SESSION_MAX_AGE_S * 1000 - MINUTE_MS);

    expect(await currentMember(headers, team.auth)).toMatchObject({ email: 'amna@agency.pk', role: 'owner' });
    expect((await sessionOf(team, headers))!.lastSeenAt ?? null).toBeNull();

    at(start + TOUCH_EVERY_MS + MINUTE_MS);
    expect(await currentMember(headers, team.auth)).not.toBeNull();
    const touched = (await sessionOf(team, headers))!;
    expect(new Date(touched.lastSeenAt!).getTime()).toBe(start + TOUCH_EVERY_MS + MINUTE_MS);
    expect(new Date(touched.expiresAt).getTime()).toBe(new Date(expiresAt).getTime());
  });

  it('is revoked after IDLE_LIMIT_MS without a request, and no longer authenticates', async () => {
    const team = store(current());
    vi.useFakeTimers({ toFake: ['Date'] });
    const headers = await signedIn(team, 'bilal@agency.pk');
    const start = Date.now();
    // A request just inside the limit keeps it going for another IDLE_LIMIT_MS.
    at(start + IDLE_LIMIT_MS - MINUTE_MS);
    expect(await currentMember(headers, team.auth)).not.toBeNull();
    at(start + 2 * IDLE_LIMIT_MS - 2 * MINUTE_MS);
    expect(await currentMember(headers, team.auth)).not.toBeNull();

    at(start + 3 * IDLE_LIMIT_MS);
    expect(await currentMember(headers, team.auth)).toBeNull();
    // Revoked in the database, not only refused here: better-auth no longer knows it, even at once.
    expect(await sessionOf(team, headers)).toBeNull();
    at(start);
    expect(await currentMember(headers, team.auth)).toBeNull();
  });

  it('ends SESSION_MAX_AGE_S after sign-in however busy its member is', async () => {
    const team = store(current());
    vi.useFakeTimers({ toFake: ['Date'] });
    const headers = await signedIn(team, 'sana@agency.pk');
    const end = Date.now() + SESSION_MAX_AGE_S * 1000;
    for (let time = Date.now() + 7 * HOUR_MS; time < end - MINUTE_MS; time += 7 * HOUR_MS) {
      at(time);
      expect(await currentMember(headers, team.auth), new Date(time).toISOString()).not.toBeNull();
    }
    at(end - MINUTE_MS);
    expect(await currentMember(headers, team.auth)).not.toBeNull();
    at(end + MINUTE_MS);
    expect(await currentMember(headers, team.auth)).toBeNull();
    expect(await sessionOf(team, headers)).toBeNull();
  });

  it('is written down by the server only: update-session answers 404 over HTTP', async () => {
    const team = store(current());
    const headers = await signedIn(team, 'hina@agency.pk');
    const response = await team.auth.handler(
      new Request(`${BASE_URL}/api/auth/update-session`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: BASE_URL,
          [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
          cookie: headers.get('cookie')!,
        },
        body: JSON.stringify({ lastSeenAt: new Date(Date.now() + 365 * 24 * HOUR_MS) }),
      }),
    );
    expect(response.status).toBe(404);
    expect((await sessionOf(team, headers))!.lastSeenAt ?? null).toBeNull();
  });
});
