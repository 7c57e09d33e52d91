import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * docs/operations.md's commands run as written, as far as this machine can tell without a
 * container engine: every shell block parses (bash -n), each .env example can be sourced by
 * the shell as the page does, a variable from docker/.env is read before it is used, no
 * secret is put on a command line, and every command, npm script and option it names exists.
 */
const OPERATIONS = readFileSync(resolve('docs/operations.md'), 'utf8');
const blocks = [...OPERATIONS.matchAll(/^( *)```sh\n([\s\S]*?)^\1```$/gm)].map((match) =>
  match[2]!.replace(new RegExp(`^${match[1]}`, 'gm'), ''),
);
const commands = blocks.join('\n');

describe('docs/operations.md', () => {
  it('has shell blocks, each of which bash parses (bash -n)', () => {
    expect(blocks.length).toBeGreaterThan(10);
    const broken = blocks.flatMap((block) => {
      const result = spawnSync('bash', ['-n'], {
        input: `shopt -s expand_aliases\nalias dc=true\n${block}`,
        encoding: 'utf8',
      });
      return result.status === 0 ? [] : [`${result.stderr.trim()}\n${block}`];
    });
    expect(broken).toEqual([]);
  });

  it.each(['.env.prod.example', '.env.example'])(
    'can source docker/%s as the page does (set -a; . docker/.env; set +a)',
    (example) => {
      const result = spawnSync(
        'bash',
        ['-c', `set -e; set -a; . docker/${example}; set +a; printf '%s' "\${SITE_NAME:-unset}"`],
        { encoding: 'utf8' },
      );
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
      expect(['Free Poker League', 'unset']).toContain(result.stdout);
    },
  );

  it('reads docker/.env into the shell before a block uses one of its variables', () => {
    const late = blocks.flatMap((block) => {
      const use = block.search(
        /\$\{?(POSTGRES_PASSWORD|APP_DATABASE_PASSWORD|RESTIC_PASSWORD|METRICS_TOKEN|LEAGUE_VERSION)\b/,
      );
      const source = block.indexOf('. docker/.env');
      return use !== -1 && (source === -1 || source > use) && !/^(export |read )/m.test(block) ? [block] : [];
    });
    expect(late).toEqual([]);
  });

  it('puts no password or secret on a command line (docker -e NAME=value, or NAME=value before a command)', () => {
    expect(commands.match(/-e (OWNER_PASSWORD|OLD_SITE_PASSWORD|POSTGRES_PASSWORD|RESTIC_PASSWORD)=/g) ?? []).toEqual(
      [],
    );
    expect(commands.match(/^(OWNER_PASSWORD|OLD_SITE_PASSWORD|RESTIC_PASSWORD)=\S+ /gm) ?? []).toEqual([]);
  });

  it('names only commands and npm scripts there are, with options they take', () => {
    const scripts = Object.keys(
      (JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
    );
    const missing = [
      ...[...OPERATIONS.matchAll(/npm run ([a-z:-]+)/g)]
        .map((match) => match[1]!)
        .filter((script) => !scripts.includes(script))
        .map((script) => `npm run ${script}`),
      ...[...OPERATIONS.matchAll(/dist\/src\/cli\/([a-z-]+)\.js/g)]
        .map((match) => match[1]!)
        .filter((name) => !existsSync(resolve('src/cli', `${name}.ts`)))
        .map((name) => `src/cli/${name}.ts`),
    ];
    expect(missing).toEqual([]);
    // Each --option written after a command of src/cli is one that command declares.
    const unknown = [...commands.matchAll(/dist\/src\/cli\/([a-z-]+)\.js([^\n]*)/g)].flatMap(([, name, rest]) => {
      const source = readFileSync(resolve('src/cli', `${name}.ts`), 'utf8');
      return [...rest!.matchAll(/ --([a-z-]+)/g)]
        .map((option) => option[1]!)
        .filter((option) => option !== 'help' && !new RegExp(`['\\s{]'?${option}'?: \\{ type:`).test(source))
        .map((option) => `${name} --${option}`);
    });
    expect(unknown).toEqual([]);
  });
});
