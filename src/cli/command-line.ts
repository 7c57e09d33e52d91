import { parseArgs } from 'node:util';

/**
 * Every command of src/cli reads its command line through this, first, before it loads the
 * app: `--help` (or `-h`) prints the usage and exits 0; an unknown option, a missing value, or
 * the wrong number of positional arguments prints the problem and the usage on stderr and
 * exits 2, having touched nothing. It imports only node:util, so a command that keeps its
 * other imports dynamic (`await import(…)` after this call) answers both in milliseconds.
 */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
}

export interface CommandSpec<O extends Record<string, OptionSpec>> {
  /** One line: `usage: npm run … -- --from URL …`. */
  readonly usage: string;
  /** What it does, its options and settings: printed under the usage by --help. */
  readonly about: string;
  readonly options?: O;
  /** How many positional arguments it takes: exactly n, or [min, max]. None by default. */
  readonly positionals?: number | readonly [number, number];
}

export type Values<O extends Record<string, OptionSpec>> = {
  [K in keyof O]?: O[K]['type'] extends 'string' ? string : boolean;
};

/** An error of the command line: its message and the usage on stderr, exit 2. */
export function refuse(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

export function parseCommandLine<O extends Record<string, OptionSpec>>(
  spec: CommandSpec<O>,
  args: string[],
): { help: true } | { help: false; values: Values<O>; positionals: string[] } | { error: string } {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }) as typeof parsed;
  } catch (error) {
    // Node's advice on positionals that start with '-' fits none of these commands.
    return { error: (error as Error).message.replace(/\. To specify a positional argument.*$/s, '.') };
  }
  if (parsed.values.help) return { help: true };
  const [min, max] =
    typeof spec.positionals === 'number' ? [spec.positionals, spec.positionals] : (spec.positionals ?? [0, 0]);
  if (parsed.positionals.length < min)
    return { error: `Missing ${min - parsed.positionals.length === 1 ? 'an argument' : 'arguments'}.` };
  if (parsed.positionals.length > max) return { error: `Unexpected argument '${parsed.positionals[max]}'.` };
  const { help: _, ...values } = parsed.values;
  return { help: false, values: values as Values<O>, positionals: parsed.positionals };
}

/** Parses process.argv for a command: answers its values, or exits (0 after --help, 2 on a bad command line). */
export function commandLine<O extends Record<string, OptionSpec>>(
  spec: CommandSpec<O>,
  args: string[] = process.argv.slice(2),
): { values: Values<O>; positionals: string[] } {
  const result = parseCommandLine(spec, args);
  if ('error' in result) refuse(result.error, spec.usage);
  if (result.help) {
    console.log(`${spec.usage}\n\n${spec.about.trim()}`);
    process.exit(0);
  }
  return result;
}
