import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

/**
 * The vocabulary of docs/architecture.md "Vocabulary" (issue 21): port suffixes, what
 * commands/, queries/ and ports/ hold, one name scheme for a module's part of another
 * process, and the recurring event's name in the venues module.
 */
const MODULES = resolve('src/modules');
const moduleNames = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const filesIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.ts')) : [];
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const pascal = (kebab: string): string =>
  kebab.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/** The persistence suffixes; a port that is not persistence is named for what it does, with none of the old ones. */
const PORT_SUFFIXES = ['Repository', 'Store', 'Reads', 'Queue'] as const;
const RETIRED_SUFFIXES = ['Ledger', 'Reader', 'Log', 'Rebuilds', 'Writer'];
const FILE_SUFFIX_OF: Record<string, string> = {
  repository: 'Repository',
  store: 'Store',
  reads: 'Reads',
  queue: 'Queue',
};

describe('vocabulary', () => {
  it('commands/ holds only *.command.ts and their *.handler.ts, queries/ only *.query.ts and their *.handler.ts (helpers live in application/ or domain/)', () => {
    const misplaced = moduleNames.flatMap((name) => [
      ...filesIn(join(MODULES, name, 'application/commands'))
        .filter((file) => !/\.(command|handler)(\.spec)?\.ts$/.test(file))
        .map((file) => `${name}/application/commands/${file}`),
      ...filesIn(join(MODULES, name, 'application/queries'))
        .filter((file) => !/\.(query|handler)(\.spec)?\.ts$/.test(file))
        .map((file) => `${name}/application/queries/${file}`),
    ]);
    expect(misplaced).toEqual([]);
  });

  it('ports end in Repository, Store, Reads or Queue when persistence, and a port file named <name>.<suffix>.ts holds ports of that kind', () => {
    const wrong: string[] = [];
    for (const name of moduleNames) {
      for (const file of filesIn(join(MODULES, name, 'application/ports'))) {
        if (file.endsWith('.spec.ts')) continue;
        const text = readFileSync(join(MODULES, name, 'application/ports', file), 'utf8');
        const ports = [...text.matchAll(/export abstract class (\w+)/g)].map((m) => m[1]);
        const kind = FILE_SUFFIX_OF[file.replace(/\.ts$/, '').split('.').at(-1) ?? ''];
        for (const port of ports) {
          if (RETIRED_SUFFIXES.some((suffix) => port.endsWith(suffix)))
            wrong.push(`${name}/${file}: ${port} (a retired suffix)`);
          if (kind && !PORT_SUFFIXES.some((suffix) => port.endsWith(suffix)))
            wrong.push(`${name}/${file}: ${port} (a ${kind} file)`);
        }
        if (kind && !ports.some((port) => port.endsWith(kind))) wrong.push(`${name}/${file}: no ${kind} in it`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names a module's part of another process <module>-<process>.module.ts exporting <Module><Process>Module", () => {
    const wrong: string[] = [];
    for (const name of moduleNames) {
      for (const file of readdirSync(join(MODULES, name)).filter((entry) => entry.endsWith('.module.ts'))) {
        const match = new RegExp(`^${name}(?:-(worker|cli))?\\.module\\.ts$`).exec(file);
        if (!match) {
          wrong.push(`${name}/${file}: not ${name}.module.ts, ${name}-worker.module.ts or ${name}-cli.module.ts`);
          continue;
        }
        const expected = `${pascal(name)}${match[1] ? pascal(match[1]) : ''}Module`;
        const text = readFileSync(join(MODULES, name, file), 'utf8');
        if (!new RegExp(`export class ${expected}\\b`).test(text))
          wrong.push(`${name}/${file}: does not export ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('calls the recurring event a series in the venues module: no file of it is named "event" but its domain events', () => {
    const named = filesUnder(join(MODULES, 'venues'))
      .map((file) => relative(MODULES, file))
      .filter((file) => /event/i.test(basename(file)) && !/\.event(\.spec)?\.ts$/.test(file));
    expect(named).toEqual([]);
  });

  it('names nothing of the venues module "event" but what a wire word names (eventDay, EventType...), its domain events and its DTOs (OpenAPI schema names)', () => {
    expect(eventNamesIn(filesUnder(join(MODULES, 'venues')))).toEqual([]);
  });

  it('finds an exported name or a method called "event"', () => {
    const found = eventNamesFrom(
      'x.ts',
      'export function readyEvent() {}\nexport class A {\n  async addEvent(x: number) {}\n  abstract dropWithEvents(id: number): void;\n}\nexport const formatEventTime = 1;\nexport class EventDto {}\nconst event = 1;',
    );
    expect(found).toEqual(['x.ts: readyEvent', 'x.ts: addEvent', 'x.ts: dropWithEvents']);
  });
});

/** Names built on a wire word (eventID, eventDay, eventType, eventTime) and DTOs keep SPEC's word; so do domain events, in their `*.event.ts` files. */
const WIRE_EVENT_NAME = /event_?(id|day|type|time)|Dto$/i;

/** The exported names and class members of a file that say "event" where the code's word is series. */
function eventNamesFrom(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const exported = [
    ...code.matchAll(
      /^export\s+(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function|const|let|class|interface|type|enum)\s+([A-Za-z_]\w*)/gm,
    ),
  ].map((match) => match[1]!);
  const members = [
    ...code.matchAll(
      /^ {2}(?:(?:public|private|protected|static|abstract|async|readonly|override)\s+)*([A-Za-z_]\w*)\s*\(/gm,
    ),
  ].map((match) => match[1]!);
  return [...exported, ...members]
    .filter((name) => /event/i.test(name) && !WIRE_EVENT_NAME.test(name))
    .map((name) => `${file}: ${name}`);
}

const eventNamesIn = (files: readonly string[]): string[] =>
  files
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.endsWith('.event.ts'))
    .flatMap((file) => eventNamesFrom(relative(MODULES, file), readFileSync(file, 'utf8')));
