/**
 * A member of the inbox's team, made as an owner makes one on a server: `npm run team -- add`
 * against the server's store (with the settings `env` gives: SQLITE_PATH or DATABASE_URL, the
 * sign-in key and address), then the printed set-password link followed in `page`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * What one run of the command may add to a test's time: tsx compiles the script and the sign-in
 * library it loads on each start, which takes seconds on a busy two-core machine.
 */
const COMMAND_ALLOWANCE_MS = 30_000;

/** `npm run team -- <args>` with `env` on top of this process's environment; its output. */
export function team(env: Record<string, string>, ...args: string[]): string {
  test.info().setTimeout(test.info().timeout + COMMAND_ALLOWANCE_MS);
  return execFileSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'scripts/team.ts', ...args],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
}

/** Adds `email` (an owner with `owner`) and sets `password` through the link the command prints. */
export async function addMemberWithPassword(
  page: Page,
  env: Record<string, string>,
  email: string,
  password: string,
  owner = false,
): Promise<void> {
  const output = team(env, 'add', email, ...(owner ? ['--owner'] : []));
  const link = output.match(/http\S+set-password\?token=\S+/)?.[0];
  expect(link, output).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?password=set/);
}
