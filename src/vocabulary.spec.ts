import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

/**
 * The vocabulary of docs/architecture.md "Vocabulary" (issue 21): port suffixes, what
 * commands/, queries/ and ports/ hold, one name scheme for a module's part of another
 * process, and the recurring event's name (series) in every module.
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

  it.each(moduleNames)(
    'calls the recurring event a series in the %s module: no file is named "event" but a domain event or its subscribers',
    (name) => {
      const named = filesUnder(join(MODULES, name))
        .map((file) => relative(MODULES, file))
        .filter((file) => /event/i.test(basename(file)) && !DOMAIN_EVENT_FILE.test(basename(file)));
      expect(named).toEqual([]);
    },
  );

  it.each(moduleNames)(
    'calls the recurring event a series in the %s module: no declared name or method says "event" but a wire word, a domain event or an operationId',
    (name) => {
      expect(eventNamesIn(filesUnder(join(MODULES, name)))).toEqual([]);
    },
  );

  // The demo league is code about series too. (src/import keeps the old site's own words,
  // `OldEvent`; src/shared's events are domain, security and event-loop events.)
  it('calls the recurring event a series in src/demo too: no declared name or method says "event" but a wire word', () => {
    expect(eventNamesIn(filesUnder(resolve('src/demo')))).toEqual([]);
  });

  it('finds a top-level name or a method called "event", but not a wire word, a DTO, a domain event or an operation', () => {
    const found = eventNamesFrom(
      'x.ts',
      [
        'export function readyEvent() {}',
        'type EventRow = { eventID: number };',
        'const EVENT_COLUMNS = 1;',
        'export class A {',
        '  async addEvent(x: number) {}',
        '  abstract dropWithEvents(id: number): void;',
        '}',
        'export const formatEventTime = 1;',
        'export class EventDto {}',
        'export class GameEndedEvent {\n  static readonly type = "GameEnded";\n}',
        'export class StandingsController {\n  events() {}\n}',
        'function inner() {\n  const event = 1;\n}',
      ].join('\n'),
    );
    expect(found).toEqual([
      'x.ts: readyEvent',
      'x.ts: EventRow',
      'x.ts: EVENT_COLUMNS',
      'x.ts: addEvent',
      'x.ts: dropWithEvents',
    ]);
  });
});

/**
 * "event" names the recurring series only in SPEC's and the wire's words; in code it is a
 * series (docs/architecture.md "Vocabulary"). The word stays where it means something else
 * or where the name is part of the wire:
 * - names built on a wire field (eventID, eventDay, eventType, eventTime: `EventDay`,
 *   `normaliseEventTime`);
 * - the DTOs and every schema name of docs/openapi.json (`EventLeaderboardRow`): the site is
 *   typed from them, so they are wire;
 * - a controller method whose `<Controller>_<method>` is an operationId of docs/openapi.json
 *   (`StandingsController_events`, named for its route `/v1/point/events/...`);
 * - domain events: a class whose first member is its stored `static readonly type`
 *   (`GameEndedEvent`, `PlayersMergedEvent`), their `*.event.ts` files and a subscriber file
 *   of several (`standings-events.subscriber.ts`).
 * Local variables and fields are not checked: a field may mirror a column or the wire, and a
 * local `event` is as often a domain event.
 */
const WIRE_EVENT_NAME = /event_?(id|day|type|time)|Dto$/i;
const DOMAIN_EVENT_FILE = /(\.event|-events\.subscriber)(\.spec)?\.ts$/;
const OPENAPI = JSON.parse(readFileSync(resolve('docs/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
  components: { schemas: Record<string, unknown> };
};
const SCHEMA_NAMES = new Set(Object.keys(OPENAPI.components.schemas));
const OPERATION_IDS = new Set(
  Object.values(OPENAPI.paths).flatMap((operations) => Object.values(operations).map((op) => op.operationId)),
);

/** The top-level names and class methods of a file that say "event" where the code's word is series. */
function eventNamesFrom(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const declared = [
    ...code.matchAll(
      /^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function|const|let|class|interface|type|enum)\s+([A-Za-z_]\w*)/gm,
    ),
  ].map((match) => match[1]!);
  const members = [
    ...code.matchAll(
      /^ {2}(?:(?:public|private|protected|static|abstract|async|readonly|override)\s+)*([A-Za-z_]\w*)\s*\(/gm,
    ),
  ].map((match) => match[1]!);
  const classes = [...code.matchAll(/^(?:export\s+)?(?:abstract\s+)?class\s+(\w+)/gm)].map((match) => match[1]!);
  const domainEvents = new Set(
    [...code.matchAll(/class\s+(\w+)[^{]*\{\s*static\s+readonly\s+type\s*=/g)].map((match) => match[1]!),
  );
  const isOperation = (member: string) => classes.some((name) => OPERATION_IDS.has(`${name}_${member}`));
  return [
    ...declared.filter((name) => !SCHEMA_NAMES.has(name) && !domainEvents.has(name)),
    ...members.filter((name) => !isOperation(name)),
  ]
    .filter((name) => /event/i.test(name) && !WIRE_EVENT_NAME.test(name))
    .map((name) => `${file}: ${name}`);
}

const eventNamesIn = (files: readonly string[]): string[] =>
  files
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.endsWith('.event.ts'))
    .flatMap((file) => eventNamesFrom(relative(MODULES, file), readFileSync(file, 'utf8')));
