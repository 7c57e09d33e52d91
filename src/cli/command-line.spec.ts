import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCommandLine } from './command-line.js';

/**
 * The command-line rules every command of src/cli keeps (test/faults/cli-commands.fault-spec.ts
 * runs the built commands themselves): --help, bad options and argument counts answered by
 * parseCommandLine, and nothing of the app imported before it has answered.
 */
const spec = {
  usage: 'usage: x FILE [--force]',
  about: 'x',
  options: { force: { type: 'boolean' }, at: { type: 'string' } },
  positionals: 1,
} as const;

describe('parseCommandLine', () => {
  it('answers --help and -h, whatever else is given', () => {
    expect(parseCommandLine(spec, ['--help'])).toEqual({ help: true });
    expect(parseCommandLine(spec, ['-h', 'file'])).toEqual({ help: true });
  });

  it('refuses an unknown option, an option without its value, and the wrong number of arguments', () => {
    expect(parseCommandLine(spec, ['file', '--bogus'])).toEqual({ error: "Unknown option '--bogus'." });
    expect(parseCommandLine(spec, ['file', '--at'])).toEqual({
      error: expect.stringContaining("Option '--at <value>' argument missing"),
    });
    expect(parseCommandLine(spec, [])).toEqual({ error: 'Missing an argument.' });
    expect(parseCommandLine(spec, ['a', 'b'])).toEqual({ error: "Unexpected argument 'b'." });
  });

  it('answers the values and arguments', () => {
    expect(parseCommandLine(spec, ['file', '--force', '--at', '03:00'])).toEqual({
      help: false,
      values: { force: true, at: '03:00' },
      positionals: ['file'],
    });
  });
});

describe('the commands of src/cli', () => {
  const commands = readdirSync(resolve('src/cli')).filter(
    (name) =>
      name.endsWith('.ts') && !name.endsWith('.spec.ts') && !['command-line.ts', 'progress-bar.ts'].includes(name),
  );

  it('each reads its command line through commandLine() before importing anything else (the app loads after)', () => {
    expect(commands.length).toBeGreaterThanOrEqual(9);
    const wrong = commands.flatMap((name) => {
      const source = readFileSync(resolve('src/cli', name), 'utf8');
      const staticImports = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gm)]
        .map((match) => match[1]!)
        .filter((from) => !['./command-line.js', 'node:fs/promises'].includes(from));
      const sideEffects = [...source.matchAll(/^import '([^']+)';/gm)].map((match) => match[1]!);
      const call = source.search(/^(const \{[^}]*\} = )?commandLine\(/m);
      const firstDynamic = source.search(/await import\(/);
      return [
        ...[...staticImports, ...sideEffects].map((from) => `${name}: imports ${from} before its command line is read`),
        ...(call === -1 ? [`${name}: never calls commandLine()`] : []),
        ...(firstDynamic !== -1 && firstDynamic < call ? [`${name}: imports before commandLine()`] : []),
      ];
    });
    expect(wrong).toEqual([]);
  });
});
