#!/usr/bin/env node
/**
 * Issue 21, "one vocabulary": every rename of the vocabulary (docs/architecture.md
 * "Vocabulary") in one idempotent script. Run from the repository root:
 *
 *   node_modules/.bin/node scripts/vocabulary-renames.mjs
 *
 * It (1) moves files with `git mv` when the old file exists and the new one does not,
 * (2) rewrites every relative (or `@league/`) import specifier (in src/, test/, scripts/, web/src) that
 * points at a moved file, and the ones of a moved file that were written for its old
 * folder, (3) renames identifiers with word-boundary regexes (never inside a quoted string:
 * the wire, the stored outbox types and the table names keep their words), and (4) rewrites
 * paths of moved files named in comments and docs. Run twice, the second run changes nothing.
 * No dependencies.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const ROOT = process.cwd();
const SELF = 'scripts/vocabulary-renames.mjs';

const M = 'src/modules';

/** [old path, new path] of each moved file (a spec beside it moves along). */
const FILE_MOVES = [
  // 1. Port suffixes: Repository (aggregate), Store (other command-side rows), Reads (query-side reads), Queue (jobs).
  [`${M}/deposits/application/ports/deposit.ledger.ts`, `${M}/deposits/application/ports/deposit-books.store.ts`],
  [
    `${M}/deposits/infrastructure/mikro-orm-deposit.ledger.ts`,
    `${M}/deposits/infrastructure/mikro-orm-deposit-books.store.ts`,
  ],
  [`${M}/games/application/ports/game-schedule.ledger.ts`, `${M}/games/application/ports/game-schedule.store.ts`],
  [
    `${M}/games/infrastructure/mikro-orm-game-schedule.ledger.ts`,
    `${M}/games/infrastructure/mikro-orm-game-schedule.store.ts`,
  ],
  [`${M}/points/application/ports/game-night.reader.ts`, `${M}/points/application/ports/game-night.store.ts`],
  [
    `${M}/points/infrastructure/mikro-orm-game-night.reader.ts`,
    `${M}/points/infrastructure/mikro-orm-game-night.store.ts`,
  ],
  [`${M}/players/application/ports/mail-preferences.ts`, `${M}/players/application/ports/mail-preference.store.ts`],
  [
    `${M}/players/infrastructure/mikro-orm-mail-preferences.ts`,
    `${M}/players/infrastructure/mikro-orm-mail-preference.store.ts`,
  ],
  [
    `${M}/leaderboards/application/ports/standings-rebuilds.ts`,
    `${M}/leaderboards/application/ports/standings-rebuild.queue.ts`,
  ],
  [
    `${M}/leaderboards/infrastructure/bullmq-standings-rebuilds.ts`,
    `${M}/leaderboards/infrastructure/bullmq-standings-rebuild.queue.ts`,
  ],
  // 2. commands/ holds only *.command.ts, queries/ only *.query.ts: helpers go up to application/.
  [`${M}/games/application/queries/game-rows.ts`, `${M}/games/application/game-rows.ts`],
  [
    `${M}/leaderboards/application/queries/standings-list-sql.ts`,
    `${M}/leaderboards/application/standings-list-sql.ts`,
  ],
  [`${M}/venues/application/queries/day-window.ts`, `${M}/venues/application/day-window.ts`],
  [`${M}/venues/application/queries/event-view.ts`, `${M}/venues/application/series-view.ts`],
  [`${M}/deposits/application/commands/deposit-books.writer.ts`, `${M}/deposits/application/deposit-books.writer.ts`],
  // 3. One scheme for a module's part of another process: <module>-<process>.module.ts.
  [`${M}/leaderboards/standings-worker.module.ts`, `${M}/leaderboards/leaderboards-worker.module.ts`],
  [`${M}/games/game-schedule.module.ts`, `${M}/games/games-worker.module.ts`],
  [`${M}/bonuses/invites-rebuild.module.ts`, `${M}/bonuses/bonuses-cli.module.ts`],
  // 4. The recurring event is a "series" in code (SPEC's "event" stays on the wire and on screens).
  [`${M}/venues/domain/recurring-event.ts`, `${M}/venues/domain/series.ts`],
  [`${M}/venues/domain/event.fields.ts`, `${M}/venues/domain/series.fields.ts`],
  [`${M}/venues/domain/event-schedule.ts`, `${M}/venues/domain/series-schedule.ts`],
  [`${M}/venues/domain/event-saved.event.ts`, `${M}/venues/domain/series-saved.event.ts`],
  [`${M}/venues/application/ports/event.repository.ts`, `${M}/venues/application/ports/series.repository.ts`],
  [`${M}/venues/application/commands/save-event.command.ts`, `${M}/venues/application/commands/save-series.command.ts`],
  [
    `${M}/venues/application/commands/delete-event.command.ts`,
    `${M}/venues/application/commands/delete-series.command.ts`,
  ],
  [`${M}/venues/application/queries/get-event.query.ts`, `${M}/venues/application/queries/get-series.query.ts`],
  [`${M}/venues/application/queries/list-events.query.ts`, `${M}/venues/application/queries/list-series.query.ts`],
  [`${M}/venues/infrastructure/event.entity.ts`, `${M}/venues/infrastructure/series.entity.ts`],
  [`${M}/venues/infrastructure/events.merge-step.ts`, `${M}/venues/infrastructure/series.merge-step.ts`],
  [
    `${M}/venues/infrastructure/mikro-orm-event.repository.ts`,
    `${M}/venues/infrastructure/mikro-orm-series.repository.ts`,
  ],
  [`${M}/venues/interface/events.controller.ts`, `${M}/venues/interface/series.controller.ts`],
  [
    `${M}/games/application/commands/schedule-event-games.command.ts`,
    `${M}/games/application/commands/schedule-series-games.command.ts`,
  ],
  [`${M}/games/infrastructure/event-saved.subscriber.ts`, `${M}/games/infrastructure/series-saved.subscriber.ts`],
];

/** [old identifier, new identifier], whole words, never inside a quoted string. */
const IDENTIFIER_RENAMES = [
  // 1. Port suffixes.
  ['DepositLedger', 'DepositBooksStore'],
  ['MikroOrmDepositLedger', 'MikroOrmDepositBooksStore'],
  ['GameScheduleLedger', 'GameScheduleStore'],
  ['MikroOrmGameScheduleLedger', 'MikroOrmGameScheduleStore'],
  ['GameNightReader', 'GameNightStore'],
  ['MikroOrmGameNightReader', 'MikroOrmGameNightStore'],
  ['MailPreferences', 'MailPreferenceStore'],
  ['MikroOrmMailPreferences', 'MikroOrmMailPreferenceStore'],
  ['PlayerMergeLog', 'PlayerMergeReads'],
  ['MikroOrmPlayerMergeLog', 'MikroOrmPlayerMergeReads'],
  ['StandingsRebuilds', 'StandingsRebuildQueue'],
  ['BullMqStandingsRebuilds', 'BullMqStandingsRebuildQueue'],
  // 3. Worker modules.
  ['StandingsWorkerModule', 'LeaderboardsWorkerModule'],
  ['GameScheduleModule', 'GamesWorkerModule'],
  ['InvitesRebuildModule', 'BonusesCliModule'],
  // 4. The recurring event: Series.
  ['RecurringEvent', 'Series'],
  ['toRecurringEvent', 'toSeries'],
  ['EventInput', 'SeriesInput'],
  ['EVENT_FIELDS', 'SERIES_FIELDS'],
  ['EventRepository', 'SeriesRepository'],
  ['MikroOrmEventRepository', 'MikroOrmSeriesRepository'],
  ['EventEntity', 'SeriesEntity'],
  ['EventsMergeStep', 'SeriesMergeStep'],
  ['EventsController', 'SeriesController'],
  ['EventSavedEvent', 'SeriesSavedEvent'],
  ['EventSavedSubscriber', 'SeriesSavedSubscriber'],
  ['SaveEventCommand', 'SaveSeriesCommand'],
  ['SaveEventHandler', 'SaveSeriesHandler'],
  ['DeleteEventCommand', 'DeleteSeriesCommand'],
  ['DeleteEventHandler', 'DeleteSeriesHandler'],
  ['GetEventQuery', 'GetSeriesQuery'],
  ['GetEventHandler', 'GetSeriesHandler'],
  ['ListEventsQuery', 'ListSeriesQuery'],
  ['ListEventsHandler', 'ListSeriesHandler'],
  ['EventView', 'SeriesView'],
  ['SELECT_EVENT_VIEWS', 'SELECT_SERIES_VIEWS'],
  ['EVENT_RUNS_IN_WINDOW', 'SERIES_RUNS_IN_WINDOW'],
  ['EventNotFoundError', 'SeriesNotFoundError'],
  ['EventInUseError', 'SeriesInUseError'],
  ['EventNotAtVenueError', 'SeriesNotAtVenueError'],
  ['EventTypeNotForNewEventsError', 'EventTypeNotForNewSeriesError'],
  ['buildEventTitle', 'buildSeriesTitle'],
  ['resolveEventStartDate', 'resolveSeriesStartDate'],
  ['EVENT_TITLE_MAX_LENGTH', 'SERIES_TITLE_MAX_LENGTH'],
  ['ScheduleEventGamesCommand', 'ScheduleSeriesGamesCommand'],
  ['ScheduleEventGamesHandler', 'ScheduleSeriesGamesHandler'],
  ['ScheduledEvent', 'ScheduledSeries'],
  ['toScheduledEvent', 'toScheduledSeries'],
  ['prepareEvent', 'prepareSeries'],
  ['EventSchedule', 'SeriesSchedule'],
  ['eventDates', 'seriesDates'],
  ['deleteWithEvents', 'deleteWithSeries'],
];

const CODE_DIRS = ['src', 'test', 'scripts', 'web/src'];
/** web/src takes the server's renamed exports it imports (through the `@league/` alias). */
const IDENTIFIER_DIRS = ['src', 'test', 'scripts', 'web/src'];
/** web/tsconfig.json and web/vite.config.ts: `@league/*` is `src/*`. */
const ALIAS = '@league/';
const ALIAS_ROOT = 'src';
const DOC_FILES = () => ['README.md', ...listFiles('docs', (f) => f.endsWith('.md'))];
const CODE_EXT = /\.(ts|tsx|mts|mjs|js)$/;

const changes = [];
const note = (what) => {
  changes.push(what);
  console.log(what);
};

function listFiles(dir, keep) {
  const out = [];
  const walk = (d) => {
    if (!existsSync(join(ROOT, d))) return;
    for (const entry of readdirSync(join(ROOT, d), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const p = posix.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (keep(p)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

const exists = (p) => existsSync(join(ROOT, p)) && statSync(join(ROOT, p)).isFile();
const specOf = (p) => p.replace(/\.ts$/, '.spec.ts');

/** Every move, with the specs beside the moved files. */
const MOVES = [];
for (const [from, to] of FILE_MOVES) {
  MOVES.push([from, to]);
  if (from.endsWith('.ts') && !from.endsWith('.spec.ts')) MOVES.push([specOf(from), specOf(to)]);
}
const NEW_OF = new Map(MOVES.map(([from, to]) => [from, to]));
const OLD_OF = new Map(MOVES.map(([from, to]) => [to, from]));

// (1) Move the files.
for (const [from, to] of MOVES) {
  if (!exists(from)) continue;
  if (exists(to)) {
    console.error(`both ${from} and ${to} exist: merge them by hand, then run again`);
    process.exitCode = 1;
    continue;
  }
  note(`git mv ${from} ${to}`);
  mkdirSync(dirname(join(ROOT, to)), { recursive: true });
  try {
    execFileSync('git', ['mv', from, to], { cwd: ROOT, stdio: 'pipe' });
  } catch {
    renameSync(join(ROOT, from), join(ROOT, to)); // not tracked by git
  }
}

/** The file a relative specifier names, as a repo path without checking it exists: `.js` → `.ts`/`.tsx`. */
function candidatesOf(fromDir, spec) {
  const base = posix.normalize(posix.join(fromDir, spec));
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const ext = base.match(/\.(js|mjs|jsx)$/)?.[0];
  if (ext) return [`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, base];
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
}
/** How a path is written from a folder, keeping the specifier's extension style. */
function specifierFor(fromDir, target, oldSpec) {
  let rel = posix.relative(fromDir, target);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const oldExt = oldSpec.match(/\.(js|mjs|jsx)$/)?.[0];
  if (oldExt) return rel.replace(/\.(ts|tsx|mts)$/, oldExt === '.jsx' ? '.jsx' : oldExt === '.mjs' ? '.mjs' : '.js');
  return rel.replace(/\.(ts|tsx)$/, '').replace(/\/index$/, '');
}
const IMPORT_RE =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bjest\.mock\(\s*|\brequire\(\s*|\bvi\.mock\(\s*)(['"])((?:\.{1,2}|@league)\/[^'"\n]+)\2/g;

/** `@league/x` from anywhere: as if written relative to the alias root. */
function rewriteAlias(spec) {
  const rest = spec.slice(ALIAS.length);
  const here = candidatesOf(ALIAS_ROOT, `./${rest}`);
  if (here.some((c) => exists(c))) return spec;
  const target = here.map((c) => NEW_OF.get(c)).find((c) => c && exists(c));
  return target ? ALIAS + specifierFor(ALIAS_ROOT, target, spec).replace(/^\.\//, '') : spec;
}

/** (2) Relative import specifiers. `path` is where the file is now (or will be). */
function rewriteImports(path, text) {
  const dir = posix.dirname(path);
  const oldDir = OLD_OF.has(path) ? posix.dirname(OLD_OF.get(path)) : null;
  return text.replace(IMPORT_RE, (whole, lead, quote, spec) => {
    if (spec.startsWith(ALIAS)) {
      const next = rewriteAlias(spec);
      return next === spec ? whole : `${lead}${quote}${next}${quote}`;
    }
    const here = candidatesOf(dir, spec);
    let target = here.find((c) => exists(c));
    if (!target) target = here.map((c) => NEW_OF.get(c)).find((c) => c && exists(c));
    if (!target && oldDir) {
      const there = candidatesOf(oldDir, spec);
      target = there.find((c) => exists(c)) ?? there.map((c) => NEW_OF.get(c)).find((c) => c && exists(c));
    }
    if (!target) return whole;
    const next = specifierFor(dir, target, spec);
    if (next === spec) return whole;
    // Only rewrite when the specifier no longer reaches its file.
    if (here.some((c) => c === target)) return whole;
    return `${lead}${quote}${next}${quote}`;
  });
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const codeWord = (w) => new RegExp(`(?<![\\w$'"\`])${escape(w)}(?![\\w$'"\`])`, 'g');
const docWord = (w) => new RegExp(`(?<![\\w$'"])${escape(w)}(?![\\w$'"])`, 'g');
const CODE_RENAMES = IDENTIFIER_RENAMES.map(([from, to]) => [codeWord(from), to]);
const DOC_RENAMES = IDENTIFIER_RENAMES.map(([from, to]) => [docWord(from), to]);

/** (4) Paths of moved files in prose: the longest written form first. */
const PATH_RENAMES = [];
const DOC_PATH_RENAMES = [];
{
  const basenameCount = new Map();
  for (const p of listFiles('.', (f) => CODE_EXT.test(f) || f.endsWith('.md'))) {
    const b = posix.basename(p);
    basenameCount.set(b, (basenameCount.get(b) ?? 0) + 1);
  }
  for (const [from, to] of MOVES) {
    const a = from.split('/');
    const b = to.split('/');
    let common = 0;
    while (common < Math.min(a.length, b.length) - 1 && a[common] === b[common]) common++;
    for (let start = 0; start < a.length; start++) {
      const oldForm = a.slice(start).join('/');
      let newForm;
      if (start < common) newForm = b.slice(start).join('/');
      else if (start === common && start > 0 && start < a.length - 1) newForm = b.slice(start - 1).join('/');
      else if (start === a.length - 1) newForm = b.slice(Math.max(common, b.length - 2)).join('/');
      else newForm = b.slice(common).join('/');
      if (start === a.length - 1) {
        // A bare file name: only when it changes and names no other file.
        if (a.at(-1) === b.at(-1) || (basenameCount.get(a.at(-1)) ?? 0) > 1) continue;
        newForm = b.at(-1);
      }
      if (oldForm === newForm || newForm.includes(oldForm)) continue;
      PATH_RENAMES.push([new RegExp(`(?<![\\w.-])${escape(oldForm)}(?![\\w-])`, 'g'), newForm, oldForm.length]);
      // Docs also name a module as an import does (`@league/modules/…/x.js`).
      const js = (f) => f.replace(/\.ts$/, '.js');
      if (oldForm.endsWith('.ts'))
        DOC_PATH_RENAMES.push([
          new RegExp(`(?<![\\w.-])${escape(js(oldForm))}(?![\\w-])`, 'g'),
          js(newForm),
          oldForm.length,
        ]);
    }
  }
  PATH_RENAMES.sort((x, y) => y[2] - x[2]);
  DOC_PATH_RENAMES.sort((x, y) => y[2] - x[2]);
}
/** A path rewrite must not touch import specifiers (step 2 owns them): only `.ts`/`.tsx`/`.md` names in prose. */
function rewritePaths(text, doc = false) {
  let out = text;
  for (const [re, to] of doc ? [...PATH_RENAMES, ...DOC_PATH_RENAMES] : PATH_RENAMES) out = out.replace(re, to);
  return out;
}

function applyRenames(text, renames) {
  let out = text;
  for (const [re, to] of renames) out = out.replace(re, to);
  return out;
}

function update(path, transform) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return;
  const before = readFileSync(full, 'utf8');
  const after = transform(before);
  if (after === before) return;
  const lines = before.split('\n');
  const next = after.split('\n');
  let changed = 0;
  for (let i = 0; i < Math.max(lines.length, next.length); i++) if (lines[i] !== next[i]) changed++;
  note(`edit ${path} (${changed} line${changed === 1 ? '' : 's'})`);
  writeFileSync(full, after);
}

const codeFiles = CODE_DIRS.flatMap((d) => listFiles(d, (f) => CODE_EXT.test(f))).filter((p) => p !== SELF);
for (const path of codeFiles) {
  const renameIdentifiers = IDENTIFIER_DIRS.some((d) => path.startsWith(`${d}/`));
  update(path, (text) => {
    let out = rewriteImports(path, text);
    if (renameIdentifiers) out = rewritePaths(applyRenames(out, CODE_RENAMES));
    return out;
  });
}
/** A doc's record of the renames themselves, between these marks, keeps the old names. */
const OFF = '<!-- vocabulary-renames: off -->';
const ON = '<!-- vocabulary-renames: on -->';
function outsideMarks(text, transform) {
  return text
    .split(OFF)
    .map((part, i) => {
      if (i === 0) return transform(part);
      const end = part.indexOf(ON);
      return end < 0 ? part : part.slice(0, end) + transform(part.slice(end));
    })
    .join(OFF);
}
for (const path of DOC_FILES())
  update(path, (text) => outsideMarks(text, (part) => rewritePaths(applyRenames(part, DOC_RENAMES), true)));

console.log(
  changes.length === 0
    ? 'vocabulary renames: nothing to change'
    : `vocabulary renames: ${changes.length} change${changes.length === 1 ? '' : 's'}`,
);
