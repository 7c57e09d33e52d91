/**
 * The site's half of docs/architecture.md "Vocabulary" (issue 36; src/vocabulary.spec.ts is
 * the server's): the recurring event, a venue's game night on a day, a frequency and a time,
 * is a series in code. "Event" stays in SPEC's screen words and on the wire, and where it
 * means something else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// Run from the repository root (as jest is).
const WEB = resolve('web/src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [join(dir, entry.name), ...filesUnder(join(dir, entry.name))] : [join(dir, entry.name)],
  );
}

/**
 * The exceptions, each for a reason (the word is not the series there, or it is not code's):
 * - screen words: a component, its route and its helpers named for the SPEC screen they are,
 *   the games list "Events" (`EventsBrowse`, the `app/routes/events/` folder of the Events
 *   menu's screens) and the "event leaderboard" (`EventLeaderboard`, `eventLeaderboardPath`);
 * - wire words: names built on a wire field (eventID, eventDay, eventType, eventTime,
 *   eventName: `EventType`, `EVENT_DAY_OPTIONS`, `eventTypeOptions`), and every schema name of
 *   docs/openapi.json (`EventLeaderboardRow`, `RecordedSecurityEvent`), which the site is typed
 *   from (web/src/lib/api-schema.d.ts, generated, is not checked);
 * - other events: the security events log (`security-events.ts`, `SecurityEventRow`), a
 *   reducer's message (`MasterDetailEvent`), the calendar library's events
 *   (`CalendarGameEvent`, `toCalendarEvents`) and a game as a schema.org Event (`gameEvent`).
 * Local variables, parameters and fields are not checked: a DOM or React `event` is local, and
 * a field may mirror the wire (`eventID`).
 */
const SCREEN_WORD =
  /^(Lazy)?(EventsBrowse|EventLeaderboard)|^(use)?EventLeaderboard|^eventLeaderboard|^EVENT_LEADERBOARD_/;
const WIRE_WORD = /event_?(id|day|type|time|name)/i;
const OTHER_EVENT =
  /SecurityEvent|SECURITY_EVENTS|^MasterDetailEvent$|^CalendarGameEvent$|^toCalendarEvents$|^gameEvent$/;
const ALLOWED_FILE =
  /^(app\/routes\/events(\/|$)|features\/games\/components\/events-browse\.|features\/standings\/components\/event-leaderboard\.|features\/security\/api\/security-events\.)/;

const OPENAPI = JSON.parse(readFileSync(resolve('docs/openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, unknown> };
};
const SCHEMA_NAMES = new Set(Object.keys(OPENAPI.components.schemas));

/** The top-level declared names of a file that say "event" where the code's word is series. */
export function eventNamesFrom(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const declared = [
    ...code.matchAll(
      /^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function|const|let|class|interface|type|enum)\s+([A-Za-z_]\w*)/gm,
    ),
    // Names given on the way out: `export { x as eventThing }`.
    ...[...code.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)].flatMap((match) =>
      [...match[1]!.matchAll(/\bas\s+([A-Za-z_]\w*)/g)].map((alias) => alias),
    ),
  ].map((match) => match[1]!);
  return declared
    .filter(
      (name) =>
        /event/i.test(name) &&
        !SCREEN_WORD.test(name) &&
        !WIRE_WORD.test(name) &&
        !OTHER_EVENT.test(name) &&
        !SCHEMA_NAMES.has(name),
    )
    .map((name) => `${file}: ${name}`);
}

/** The paths under web/src named "event" but for the exceptions above. */
export const eventFilesFrom = (paths: readonly string[]): string[] =>
  paths.filter((path) => /event/i.test(path.split('/').at(-1) ?? '') && !ALLOWED_FILE.test(path));

const paths = filesUnder(WEB).map((file) => relative(WEB, file).split('\\').join('/'));
const sources = paths.filter(
  (path) => /\.tsx?$/.test(path) && !/\.spec\.tsx?$/.test(path) && path !== 'lib/api-schema.d.ts',
);

describe('the site’s vocabulary', () => {
  it('names no file or folder of web/src "event" but a screen’s, a route folder’s or the security events’', () => {
    expect(eventFilesFrom(paths)).toEqual([]);
  });

  it('declares no top-level or exported name "event" in web/src but a screen word, a wire word or another event', () => {
    expect(sources.flatMap((path) => eventNamesFrom(path, readFileSync(join(WEB, path), 'utf8')))).toEqual([]);
  });

  it('finds a series called "event", and lets the exceptions through', () => {
    const found = eventNamesFrom(
      'x.tsx',
      [
        'export type VenueEvent = Series;',
        'export function EventForm() {}',
        'const eventItem = 1;',
        'export const useEvents = () => 1;',
        'export { a as CatalogEvent, b as Series };',
        'export function EventsBrowse() {}',
        'export function EventLeaderboard() {}',
        'export const useEventLeaderboardFilters = 1;',
        'export const EVENT_DAY_OPTIONS = [];',
        'export function eventTypeOptions() {}',
        'export type EventLeaderboardRow = Schema<"EventLeaderboardRow">;',
        'export type SecurityEventRow = 1;',
        'export type MasterDetailEvent = 1;',
        'function inner() {\n  const event = 1;\n}',
        '// export const commentedEvent = 1;',
        'export function onKey(event: KeyboardEvent) {}',
      ].join('\n'),
    );
    expect(found).toEqual([
      'x.tsx: VenueEvent',
      'x.tsx: EventForm',
      'x.tsx: eventItem',
      'x.tsx: useEvents',
      'x.tsx: CatalogEvent',
    ]);
    expect(
      eventFilesFrom([
        'features/venues/api/events.ts',
        'catalog/venue-event-selects.tsx',
        'app/routes/events',
        'app/routes/events/browse.tsx',
        'features/games/components/events-browse.tsx',
        'features/standings/components/event-leaderboard.tsx',
        'features/security/api/security-events.ts',
        'features/venues/api/series.ts',
      ]),
    ).toEqual(['features/venues/api/events.ts', 'catalog/venue-event-selects.tsx']);
  });
});
