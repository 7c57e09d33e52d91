import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every command of src/cli as it is built (dist/src/cli, what npm runs and the containers run):
 * `--help` prints its usage and exits 0; an unknown option exits 2 with the problem and the
 * usage, before the app loads. The database named is a closed port: a command that reached for
 * it (or loaded the app) would answer otherwise, and later. What each command does with good
 * arguments: the other fault specs (backup-commands, import-command, owner-command).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'dist/src/cli');
const COMMANDS = [
  'alertmanager-config',
  'backup',
  'create-migration',
  'create-owner',
  'drill',
  'import-league',
  'migrate',
  'openapi',
  'rebuild-standings',
  'restore',
  'worker-alive',
];

function run(
  command: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
      REDIS_URL: 'redis://127.0.0.1:1',
      OLD_SITE_PASSWORD: 'x',
      OWNER_PASSWORD: 'long enough',
    };
    const child = spawn(process.execPath, [join(CLI, `${command}.js`), ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('exit', (code) =>
      resolve({
        code,
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
        ms: Date.now() - started,
      }),
    );
  });
}

describe('the commands of src/cli (built)', () => {
  beforeAll(() => {
    if (!existsSync(join(CLI, 'backup.js')))
      throw new Error('This suite runs the built commands: npm run build:server first (npm run test:faults does)');
  });

  it('are all here', () => {
    expect(
      readdirSync(CLI)
        .filter((name) => name.endsWith('.js') && !['command-line.js', 'progress-bar.js'].includes(name))
        .map((name) => name.replace(/\.js$/, ''))
        .sort(),
    ).toEqual(COMMANDS);
  });

  it.each(COMMANDS)('%s --help: its usage on stdout, exit 0', async (command) => {
    const result = await run(command, ['--help']);
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^usage: /i);
    expect(result.stdout).toContain('-h, --help');
  });

  it.each(COMMANDS)(
    '%s --no-such-option: the problem and the usage on stderr, exit 2, the app never loaded',
    async (command) => {
      const result = await run(command, ['--no-such-option']);
      expect({ code: result.code, stdout: result.stdout }).toEqual({ code: 2, stdout: '' });
      expect(result.stderr.split('\n')[0]).toBe("Unknown option '--no-such-option'.");
      expect(result.stderr.split('\n')[1]).toMatch(/^usage: /i);
      // Node's own start is ~80 ms here; loading Nest and the app takes seconds. A loose bound (a shared, busy CI
      // machine): what proves the app was not loaded is src/cli/command-line.spec.ts (no import before commandLine()).
      expect(result.ms).toBeLessThan(5_000);
    },
  );

  it.each([
    ['restore', [], 'Missing an argument.'],
    ['restore', ['a.tar', 'b.tar'], "Unexpected argument 'b.tar'."],
    ['backup', ['--daily', '25:00'], '--daily wants a time of day, HH:MM (got "25:00").'],
    ['backup', ['--check', 'soon'], '--check wants a number of hours (got "soon").'],
    ['backup', ['--daily', '03:00', '--check', '26'], '--daily, --check and --offsite do not go together.'],
    ['migrate', ['extra'], "Unexpected argument 'extra'."],
    ['import-league', ['--from'], "Option '--from <value>' argument missing"],
  ])('%s %j: refused with one line and the usage, exit 2', async (command, args, line) => {
    const result = await run(command, args);
    expect({ code: result.code, first: result.stderr.split('\n')[0] }).toEqual({ code: 2, first: line });
  });
});
