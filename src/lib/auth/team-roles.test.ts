import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { PASSWORD, signedIn, teamStore as store } from '@test-support/team';
import { NotOnTeamError, OwnRoleError, addMember, listMembers, removeMember, setMemberRole } from './team';

describeEachEngine('the team’s roles', (current) => {
  it('lets an owner change a role through the admin plugin (the session sees it), not a member, nor their own', async () => {
    const team = store(current());
    const owner = await signedIn(team, 'amna@agency.pk', 'owner');
    const member = await signedIn(team, 'bilal@agency.pk', 'member');

    await expect(setMemberRole('amna@agency.pk', 'member', { headers: member, store: team })).rejects.toThrow(
      /not allowed to change users role/i,
    );
    await expect(setMemberRole('amna@agency.pk', 'member', { headers: owner, store: team })).rejects.toThrow(
      OwnRoleError,
    );
    await expect(setMemberRole('omar@agency.pk', 'owner', { headers: owner, store: team })).rejects.toThrow(
      NotOnTeamError,
    );
    expect(await setMemberRole('Bilal@Agency.pk', 'owner', { headers: owner, store: team })).toMatchObject({
      email: 'bilal@agency.pk',
      role: 'owner',
    });
    expect(await team.auth.api.getSession({ headers: member })).toMatchObject({ user: { role: 'owner' } });
    // Now an owner, Bilal may invite.
    await expect(
      addMember('sana@agency.pk', 'member', { headers: member, store: team }),
    ).resolves.toMatchObject({
      member: { email: 'sana@agency.pk' },
    });
    await setMemberRole('bilal@agency.pk', 'member', { headers: owner, store: team });
    expect((await listMembers(team)).map(({ email, role }) => [email, role])).toEqual([
      ['amna@agency.pk', 'owner'],
      ['bilal@agency.pk', 'member'],
      ['sana@agency.pk', 'member'],
    ]);
  });

  it('changes roles and removes from the command line as an owner account of its own, gone afterwards', async () => {
    const team = store(current());
    const owner = await signedIn(team, 'amna@agency.pk', 'owner');
    const member = await signedIn(team, 'bilal@agency.pk', 'member');

    expect(await setMemberRole('bilal@agency.pk', 'owner', { store: team })).toMatchObject({ role: 'owner' });
    expect(await setMemberRole('amna@agency.pk', 'member', { store: team })).toMatchObject({
      role: 'member',
    });
    expect(await team.auth.api.getSession({ headers: owner })).toMatchObject({ user: { role: 'member' } });
    expect(await removeMember('bilal@agency.pk', { store: team })).toBe(true);
    expect(await team.auth.api.getSession({ headers: member })).toBeNull();

    // The command's own accounts were deleted with their sessions, and never listed.
    const amna = await team.auth.api.getSession({ headers: owner });
    const users = await team.db.selectFrom('auth_user').select('email').execute();
    expect(users.map(({ email }) => email)).toEqual(['amna@agency.pk']);
    const sessions = await team.db.selectFrom('auth_session').select('userId').execute();
    expect(sessions.map(({ userId }) => userId)).toEqual([amna!.user.id]);
    // better-auth's delete-user is for those accounts alone.
    await expect(team.auth.api.deleteUser({ body: { password: PASSWORD }, headers: owner })).rejects.toThrow(
      /removed by an owner/i,
    );
    expect(await listMembers(team)).toMatchObject([{ email: 'amna@agency.pk', role: 'member' }]);
  });
});
