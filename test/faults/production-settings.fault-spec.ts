import { spawn } from 'node:child_process';
import { DEMO_SECRETS } from '../../src/config/settings.js';
import { MAIN_JS, WORKER_JS } from './support/league-processes.js';

/**
 * Production mode refuses to start on a demo secret or without SITE_URL (issue 22), as the
 * BUILT entry points do it (dist/src/main.js and dist/src/worker.js, what compose.prod.yml
 * runs): the process exits 1 having printed one line, which names the setting, and nothing
 * else. It never gets as far as the database: the addresses given here answer nothing, and a
 * process that went on would still be running when the control case below looks.
 */
const PRODUCTION = {
  APP_MODE: 'production',
  NODE_ENV: 'production',
  SITE_URL: 'https://league.example.org',
  MAIL_LINK_SECRET: 'm'.repeat(32),
  TOTP_KEY: 't'.repeat(32),
  DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/nothing',
  REDIS_URL: 'redis://127.0.0.1:1',
};

interface Run {
  code: number | null;
  stdout: string[];
  stderr: string[];
}

/** Runs an entry point with `env` (nothing of the suite's own) until it exits, or kills it when still running after `ms`. */
function run(
  script: string,
  env: Record<string, string | undefined>,
  ms: number,
): Promise<Run & { stillRunning: boolean }> {
  return new Promise((resolve) => {
    const definedEnv = Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...definedEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const lines = (chunks: Buffer[]) =>
      Buffer.concat(chunks)
        .toString()
        .split('\n')
        .filter((line) => line.trim());
    let stillRunning = false;
    const timer = setTimeout(() => {
      stillRunning = true;
      child.kill('SIGKILL');
    }, ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: lines(out), stderr: lines(err), stillRunning });
    });
  });
}

const ENTRY_POINTS = [
  ['the API (dist/src/main.js)', MAIN_JS],
  ['the worker (dist/src/worker.js)', WORKER_JS],
] as const;

describe.each(ENTRY_POINTS)('production mode: %s', (_, script) => {
  it.each([
    [
      'SITE_URL missing',
      { SITE_URL: undefined },
      'Setting error: SITE_URL must be set in production mode (the public address, e.g. https://league.example.org)',
    ],
    [
      'SITE_URL empty',
      { SITE_URL: ' ' },
      'Setting error: SITE_URL must be set in production mode (the public address, e.g. https://league.example.org)',
    ],
    [
      'MAIL_LINK_SECRET missing',
      { MAIL_LINK_SECRET: undefined },
      'Setting error: MAIL_LINK_SECRET must be set in production mode (16 or more random characters, e.g. from openssl rand -hex 32)',
    ],
    [
      'the demo MAIL_LINK_SECRET',
      { MAIL_LINK_SECRET: DEMO_SECRETS.MAIL_LINK_SECRET },
      'Setting error: MAIL_LINK_SECRET is the demo value, which anyone can read: set a random one in production mode (e.g. openssl rand -hex 32)',
    ],
    [
      'TOTP_KEY missing',
      { TOTP_KEY: undefined },
      'Setting error: TOTP_KEY must be set in production mode (16 or more random characters, e.g. from openssl rand -hex 32)',
    ],
    [
      'the demo TOTP_KEY',
      { TOTP_KEY: DEMO_SECRETS.TOTP_KEY },
      'Setting error: TOTP_KEY is the demo value, which anyone can read: set a random one in production mode (e.g. openssl rand -hex 32)',
    ],
  ])(
    'refuses to start with %s: exit 1 and one line naming it',
    async (_case, change, line) => {
      const result = await run(script, { ...PRODUCTION, ...change }, 20_000);
      expect({ code: result.code, stdout: result.stdout, stderr: result.stderr }).toEqual({
        code: 1,
        stdout: [],
        stderr: [line],
      });
    },
    30_000,
  );

  it('goes past the settings with all of them set (then waits for its database)', async () => {
    const result = await run(script, PRODUCTION, 4_000);
    expect(result.stillRunning).toBe(true);
    expect([...result.stdout, ...result.stderr].filter((output) => output.includes('Setting error'))).toEqual([]);
  });
});
