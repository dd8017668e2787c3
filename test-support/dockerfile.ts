/**
 * Reads the repository's Dockerfile as the tests need it: its instructions by stage, the last
 * stage's environment, working folder, user and command. Enough of the format for this file
 * (continuation lines, comments, exec-form JSON); the maintained linter checks the rest.
 */
export interface Instruction {
  keyword: string;
  args: string;
  /** 0 for the first FROM's stage, and so on. */
  stage: number;
}

export function readDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let stage = -1;
  let pending = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    pending += line.replace(/\\\s*$/, ' ');
    if (/\\\s*$/.test(line)) continue;
    const [, keyword, args] = pending.trim().match(/^(\w+)\s+([\s\S]*)$/) ?? [];
    pending = '';
    if (!keyword || args === undefined) continue;
    if (keyword.toUpperCase() === 'FROM') stage += 1;
    instructions.push({ keyword: keyword.toUpperCase(), args: args.trim(), stage });
  }
  return instructions;
}

/** The JSON array of an exec-form instruction (`CMD ["node", "server.js"]`), or undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith('[')) return undefined;
  const parsed: unknown = JSON.parse(args);
  return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string') ? parsed : undefined;
}

/** What the image runs: the last stage's command, environment, folder and user. */
export function imageRun(instructions: readonly Instruction[]) {
  const last = Math.max(...instructions.map((instruction) => instruction.stage));
  const own = instructions.filter((instruction) => instruction.stage === last);
  const lastOf = (keyword: string) =>
    own.filter((instruction) => instruction.keyword === keyword).at(-1)?.args;
  const env: Record<string, string> = {};
  for (const instruction of own.filter((each) => each.keyword === 'ENV'))
    for (const pair of instruction.args.split(/\s+/)) {
      const at = pair.indexOf('=');
      if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  return {
    command: execForm(lastOf('CMD') ?? ''),
    shellCommand: lastOf('CMD'),
    env,
    workdir: lastOf('WORKDIR'),
    user: lastOf('USER'),
    healthcheck: lastOf('HEALTHCHECK'),
    volumes: own.filter((each) => each.keyword === 'VOLUME').map((each) => each.args),
  };
}
