import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { PLATFORM_FAILURE_CODES } from './shared/interface/domain-error.filter.js';

/**
 * docs/architecture.md's dependency rules, checked on every run:
 * - domain code imports only domain code (and luxon): no framework, ORM or HTTP;
 * - application code imports no infrastructure or interface code;
 * - a module reaches another module only through its domain and application ports,
 *   never its infrastructure, except entity files mapping foreign keys;
 * - the module graph (a file of A imports a file of B) has no cycle, and docs/architecture.md
 *   draws exactly its edges;
 * - a module's SQL writes only its own tables (those of its entities) and reads only
 *   those and the other modules' tables it declares in `<module>.tables.ts`;
 * - every error code is unique across the catalogue and documented in docs/rules.md.
 */
const SRC = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

const layerOf = (path: string) => /\/(domain|application|infrastructure|interface)\//.exec(path)?.[1];
const moduleOf = (path: string) => /\/modules\/([^/]+)\//.exec(path)?.[1];

const files = sourceFiles(SRC);
const edges = files.flatMap((file) =>
  imports(file).map((target) => ({
    from: relative(SRC, file).split(sep).join('/'),
    target,
    resolved: target.startsWith('.')
      ? relative(SRC, resolve(dirname(file), target))
          .split(sep)
          .join('/')
      : undefined,
  })),
);

describe('architecture', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('keeps domain code free of frameworks and outer layers', () => {
    const offending = edges.filter(
      ({ from, target, resolved }) =>
        layerOf(`/${from}`) === 'domain' &&
        (resolved ? layerOf(`/${resolved}`) !== 'domain' : !['luxon'].includes(target)),
    );
    expect(offending).toEqual([]);
  });

  it('keeps application code off infrastructure and interface code', () => {
    const offending = edges.filter(
      ({ from, resolved }) =>
        layerOf(`/${from}`) === 'application' &&
        resolved &&
        ['infrastructure', 'interface'].includes(layerOf(`/${resolved}`) ?? ''),
    );
    expect(offending).toEqual([]);
  });

  it("keeps a module's interface (controllers, gateways, guards) off infrastructure code: it speaks to the buses and ports", () => {
    const offending = edges.filter(
      ({ from, resolved }) =>
        moduleOf(`/${from}`) &&
        layerOf(`/${from}`) === 'interface' &&
        resolved &&
        layerOf(`/${resolved}`) === 'infrastructure',
    );
    expect(offending).toEqual([]);
  });

  it("never reaches into another module's infrastructure, except entities mapping foreign keys and compatibility routes naming explicit ones", () => {
    const offending = edges.filter(({ from, resolved }) => {
      if (!resolved || !moduleOf(`/${from}`) || !moduleOf(`/${resolved}`)) return false;
      if (moduleOf(`/${from}`) === moduleOf(`/${resolved}`)) return false;
      const intoInfrastructure =
        layerOf(`/${resolved}`) === 'infrastructure' || layerOf(`/${resolved}`) === 'interface';
      const entityToEntity = from.endsWith('.entity.ts') && resolved.endsWith('.entity.js');
      // SPEC's body-shape routes call the explicit routes of their forms by controller and method (ExplicitRoutes):
      // a compatibility controller may name another module's controllers and their DTOs, nothing else of it.
      const compatToRoute =
        from.endsWith('-compat.controller.ts') && /\/interface\/[\w-]+\.(controller|dto)\.js$/.test(`/${resolved}`);
      return intoInfrastructure && !entityToEntity && !compatToRoute;
    });
    expect(offending).toEqual([]);
  });
});

/**
 * Issue 36: points (game night) and games meet at one port. A file of src/modules/points may
 * import from src/modules/games only its domain files (plain data, rules and errors), the port
 * games declares for game night (`application/ports/game-night.js`), its entities from an
 * entity file (a foreign key) and `games.module.js` from points' module files.
 */
export const pointsIntoGamesOutsideThePort = (
  list: readonly { from: string; target: string; resolved?: string }[],
): string[] =>
  list
    .filter(({ from, resolved }) => {
      if (!from.startsWith('modules/points/') || !resolved?.startsWith('modules/games/')) return false;
      const path = resolved.slice('modules/games/'.length);
      if (path.startsWith('domain/')) return false;
      if (path === 'application/ports/game-night.js') return false;
      if (/^infrastructure\/[\w-]+\.entity\.js$/.test(path) && from.endsWith('.entity.ts')) return false;
      return !(path === 'games.module.js' && /^modules\/points\/[\w-]+\.module\.ts$/.test(from));
    })
    .map(({ from, target }) => `${from} imports ${target}`);

describe('points and games', () => {
  it('meet at one port: points imports of games are its domain, ports/game-night.js, entities from entities and the module from the module', () => {
    expect(
      edges.some(
        ({ from, resolved }) => from.startsWith('modules/points/') && resolved?.startsWith('modules/games/domain/'),
      ),
    ).toBe(true);
    expect(pointsIntoGamesOutsideThePort(edges)).toEqual([]);
  });

  it("catches an import of games' other ports, its messages, its infrastructure and its module from elsewhere", () => {
    const edge = (from: string, resolved: string) => ({ from, target: resolved, resolved });
    expect(
      pointsIntoGamesOutsideThePort([
        edge('modules/points/application/game-night.ts', 'modules/games/domain/game-history.js'),
        edge('modules/points/application/game-night.ts', 'modules/games/application/ports/game-night.js'),
        edge('modules/points/infrastructure/point.entity.ts', 'modules/games/infrastructure/game.entity.js'),
        edge('modules/points/points.module.ts', 'modules/games/games.module.js'),
        edge('modules/deposits/application/x.ts', 'modules/games/application/ports/game-row-lock.js'),
        edge(
          'modules/points/infrastructure/mikro-orm-game-night.store.ts',
          'modules/games/application/ports/game-row-lock.js',
        ),
        edge(
          'modules/points/application/commands/end-game.handler.ts',
          'modules/games/application/commands/record-game-ending.command.js',
        ),
        edge('modules/points/application/game-night.ts', 'modules/games/application/queries/list-game-points.query.js'),
        edge(
          'modules/points/infrastructure/mikro-orm-point.repository.ts',
          'modules/games/infrastructure/game.entity.js',
        ),
        edge('modules/points/application/game-night.ts', 'modules/games/games.module.js'),
      ]),
    ).toEqual([
      'modules/points/infrastructure/mikro-orm-game-night.store.ts imports modules/games/application/ports/game-row-lock.js',
      'modules/points/application/commands/end-game.handler.ts imports modules/games/application/commands/record-game-ending.command.js',
      'modules/points/application/game-night.ts imports modules/games/application/queries/list-game-points.query.js',
      'modules/points/infrastructure/mikro-orm-point.repository.ts imports modules/games/infrastructure/game.entity.js',
      'modules/points/application/game-night.ts imports modules/games/games.module.js',
    ]);
  });
});

/** One import from a file of one module to a file of another: an edge of the module graph. */
export interface ModuleImport {
  readonly from: string;
  readonly to: string;
  /** The importing file (under src) and the path it imports. */
  readonly file: string;
  readonly target: string;
}

/** The imports that cross modules (`src/modules/<name>/`), in file order. */
export const moduleImportsOf = (list: readonly { from: string; target: string; resolved?: string }[]): ModuleImport[] =>
  list.flatMap(({ from, target, resolved }) => {
    const fromModule = moduleOf(`/${from}`);
    const toModule = resolved ? moduleOf(`/${resolved}`) : undefined;
    return fromModule && toModule && fromModule !== toModule
      ? [{ from: fromModule, to: toModule, file: from, target }]
      : [];
  });

/**
 * Every import that closes a cycle of the module graph: A's file imports B while B already
 * reaches A. Named with its file and path, and the way back: "games -> deposits
 * (modules/games/x.ts imports ../../deposits/y.js), and deposits reaches games: deposits -> games".
 */
export function cycleImports(crossing: readonly ModuleImport[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of crossing) next.set(from, (next.get(from) ?? new Set()).add(to));
  const pathBetween = (start: string, goal: string): string[] | undefined => {
    const cameFrom = new Map<string, string>([[start, '']]);
    const queue = [start];
    while (queue.length > 0) {
      const current = queue.shift()!;
      if (current === goal) {
        const path = [current];
        while (cameFrom.get(path[0]!)) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      for (const neighbour of next.get(current) ?? []) {
        if (cameFrom.has(neighbour)) continue;
        cameFrom.set(neighbour, current);
        queue.push(neighbour);
      }
    }
    return undefined;
  };
  const importsOfPair = (from: string, to: string) =>
    crossing.filter((edge) => edge.from === from && edge.to === to).length;
  // The thinnest edges first: a back-edge just added is usually one import between its two modules.
  return crossing
    .filter(({ from, to }) => pathBetween(to, from))
    .sort((a, b) => importsOfPair(a.from, a.to) - importsOfPair(b.from, b.to))
    .map(
      ({ from, to, file, target }) =>
        `${from} -> ${to} (${file} imports ${target}), and ${to} reaches ${from}: ${pathBetween(to, from)!.join(' -> ')}`,
    );
}

/** The module edges a mermaid block draws (`A --> B`), as "A -> B". */
export const drawnEdgesOf = (markdown: string): string[] => {
  const block =
    /<!-- module-graph:start -->[\s\S]*?```mermaid\n([\s\S]*?)```[\s\S]*?<!-- module-graph:end -->/.exec(
      markdown,
    )?.[1] ?? '';
  return [...block.matchAll(/^\s*([a-z]+)\s*-->\s*([a-z]+)\s*$/gm)].map((match) => `${match[1]} -> ${match[2]}`).sort();
};

describe('the module graph', () => {
  const crossing = moduleImportsOf(edges);
  const realEdges = [...new Set(crossing.map(({ from, to }) => `${from} -> ${to}`))].sort();

  it("reads the modules' imports", () => {
    expect(realEdges).toContain('games -> venues');
  });

  it('has no cycle: no module reaches itself through the modules it imports', () => {
    expect(cycleImports(crossing)).toEqual([]);
  });

  it('names the import that closes a cycle, with its file and path', () => {
    const added = (from: string, to: string): ModuleImport => ({
      from,
      to,
      file: `modules/${from}/x.ts`,
      target: `../../${to}/y.js`,
    });
    // Every import on the cycle is named, the one added first (the thinnest edge).
    const found = cycleImports([...crossing, added('players', 'games')]);
    expect(found[0]).toBe(
      'players -> games (modules/players/x.ts imports ../../games/y.js), and games reaches players: games -> players',
    );
    expect(found).toContain(
      'games -> players (modules/games/application/commands/save-game.handler.ts imports ../../../players/application/queries/get-player-level.query.js), and players reaches games: players -> games',
    );
    expect(cycleImports([added('a', 'b'), added('b', 'c'), added('c', 'a')])).toHaveLength(3);
    expect(cycleImports([added('a', 'b'), added('b', 'c'), added('a', 'c')])).toEqual([]);
  });

  it('has accounts built on players, never the reverse (issue 36): players names nothing of accounts', () => {
    expect(realEdges).toContain('accounts -> players');
    expect(crossing.filter(({ from, to }) => from === 'players' && to === 'accounts')).toEqual([]);
  });

  it('is drawn in docs/architecture.md exactly as the code has it', () => {
    const drawn = drawnEdgesOf(readFileSync(resolve('docs/architecture.md'), 'utf8'));
    expect({
      missingFromTheDoc: realEdges.filter((edge) => !drawn.includes(edge)),
      notInTheCode: drawn.filter((edge) => !realEdges.includes(edge)),
    }).toEqual({ missingFromTheDoc: [], notInTheCode: [] });
  });
});

/** Code without comments, so prose about tables is not taken for SQL. */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The known tables a piece of code names in SQL: written (insert, update, delete) and read (from, join). */
export function tablesInSql(text: string, known: ReadonlySet<string>): { writes: string[]; reads: string[] } {
  const names = (pattern: RegExp) =>
    [...withoutComments(text).matchAll(pattern)]
      .map((match) => match[1]!.toLowerCase())
      .filter((name) => known.has(name));
  return {
    writes: names(/\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_]+)"?/gi),
    reads: names(/\b(?:from|join)\s+"?([a-z_]+)"?/gi),
  };
}

export interface ModuleSql {
  module: string;
  file: string;
  text: string;
}

/** Writes to another module's table, and reads of one the module did not declare. */
export function sqlViolations(
  sources: ModuleSql[],
  ownerOf: ReadonlyMap<string, string>,
  readsFrom: ReadonlyMap<string, readonly string[]>,
): string[] {
  const known = new Set(ownerOf.keys());
  return sources.flatMap(({ module, file, text }) => {
    const { writes, reads } = tablesInSql(text, known);
    const allowedReads = readsFrom.get(module) ?? [];
    return [
      ...writes
        .filter((table) => ownerOf.get(table) !== module)
        .map((table) => `${file} writes ${table} (owned by ${ownerOf.get(table)})`),
      ...reads
        .filter((table) => ownerOf.get(table) !== module && !allowedReads.includes(table))
        .map((table) => `${file} reads ${table} (owned by ${ownerOf.get(table)}) without declaring it`),
    ];
  });
}

/** The codes that appear more than once. */
export const duplicatedCodes = (codes: readonly string[]): string[] => [
  ...new Set(codes.filter((code, index) => codes.indexOf(code) !== index)),
];

describe('tables', () => {
  const ownerOfFile = (file: string) => moduleOf(file) ?? (file.startsWith(join(SRC, 'shared')) ? 'shared' : undefined);
  const ownerOf = new Map<string, string>();
  for (const file of files.filter((path) => path.endsWith('.entity.ts'))) {
    const owner = ownerOfFile(file);
    for (const [, table] of readFileSync(file, 'utf8').matchAll(/@Entity\(\{[^}]*tableName:\s*'([a-z_]+)'/g))
      if (owner) ownerOf.set(table!, owner);
  }
  const readsFrom = new Map(
    files
      .filter((file) => /\/modules\/([^/]+)\/\1\.tables\.ts$/.test(file))
      .map((file) => {
        const list = /READS_FROM\s*=\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
        return [moduleOf(file)!, [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!)] as const;
      }),
  );
  // Migrations are the whole schema's history: a data migration may move rows between modules' tables (deposit_games from games).
  const MIGRATIONS_DIR = join(SRC, 'shared', 'infrastructure', 'database', 'migrations');
  const sources = files.flatMap((file) => {
    if (file.startsWith(MIGRATIONS_DIR)) return [];
    const module = ownerOfFile(file);
    return module ? [{ module, file: relative(SRC, file), text: readFileSync(file, 'utf8') }] : [];
  });

  it('are owned by the module whose entity maps them', () => {
    expect(ownerOf.get('venues')).toBe('venues');
    expect(ownerOf.get('events')).toBe('venues');
    expect(ownerOf.get('players')).toBe('players');
    expect(ownerOf.get('outbox')).toBe('shared');
  });

  it('are declared as reads only when another module owns them', () => {
    const wrong = [...readsFrom].flatMap(([module, tables]) =>
      tables
        .filter((table) => !ownerOf.has(table) || ownerOf.get(table) === module)
        .map((table) => `${module}: ${table}`),
    );
    expect(readsFrom.get('venues')).toEqual(['games', 'players']);
    expect(wrong).toEqual([]);
  });

  it('have their player columns declared for a merge only by their owner (<module>.tables.ts PLAYER_REFERENCES)', () => {
    const declared = files
      .filter((file) => /\/modules\/([^/]+)\/\1\.tables\.ts$/.test(file))
      .flatMap((file) =>
        [
          ...(/PLAYER_REFERENCES[^=]*=\s*\[([\s\S]*?)\n?\];/.exec(readFileSync(file, 'utf8'))?.[1] ?? '').matchAll(
            /table:\s*'([a-z_]+)'/g,
          ),
        ].map((match) => ({ module: moduleOf(file)!, table: match[1]! })),
      );
    expect(declared).toContainEqual({ module: 'points', table: 'points' });
    expect(
      declared
        .filter(({ module, table }) => ownerOf.get(table) !== module)
        .map(({ module, table }) => `${module}: ${table}`),
    ).toEqual([]);
  });

  it('are written only by their owner, and read elsewhere only where declared', () => {
    expect(sources.some(({ text }) => /from venues v/.test(text))).toBe(true);
    expect(sqlViolations(sources, ownerOf, readsFrom)).toEqual([]);
  });

  it("are locked (select ... for update) only by their owner: another module asks the owner's port (GameRowLock)", () => {
    const foreignLocks = sources.flatMap(({ module, file, text }) =>
      [...withoutComments(text).matchAll(/\bfor\s+update\b/gi)]
        // The table locked: the statement's last `from` before the lock (`for update of g` locks the outer query's table).
        .map(
          (match) =>
            [...match.input.slice(Math.max(0, match.index - 800), match.index).matchAll(/\bfrom\s+"?([a-z_]+)"?/gi)]
              .at(-1)?.[1]
              ?.toLowerCase() ?? '',
        )
        .filter((table) => ownerOf.has(table) && ownerOf.get(table) !== module)
        .map((table) => `${file} locks ${table} (owned by ${ownerOf.get(table)})`),
    );
    expect(sources.some(({ text }) => /from games where game_id = \? for update/.test(text))).toBe(true);
    expect(foreignLocks).toEqual([]);
  });

  it('name the read cache: every tag an answer carries or a write drops is a table of the schema', () => {
    const tags = sources.flatMap(({ file, text }) =>
      [
        ...withoutComments(text).matchAll(
          /readCache\.drop\(([^)]*)\)|_ANSWER_TABLES\s*=\s*\[([^\]]*)\]|LIST_TAGS\s*=\s*\[([^\]]*)\]|tags:\s*\[([^\]]*)\]/g,
        ),
      ].flatMap((match) =>
        [...(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').matchAll(/'([^']*)'/g)].map((literal) => ({
          file,
          tag: literal[1]!,
        })),
      ),
    );
    expect(tags.length).toBeGreaterThan(30);
    // A record's part of a table (`points:game:{gameID}`, partTag) names its table first.
    expect(
      tags.filter(({ tag }) => !ownerOf.has(tag.split(':')[0]!)).map(({ file, tag }) => `${file}: ${tag}`),
    ).toEqual([]);
  });

  it("catches a write to another module's table and an undeclared read", () => {
    const owners = new Map([
      ['venues', 'venues'],
      ['games', 'games'],
      ['players', 'players'],
    ]);
    const reads = new Map([['venues', ['games']]]);
    const sql = (text: string) => sqlViolations([{ module: 'venues', file: 'x.ts', text }], owners, reads);
    expect(sql("em.execute('insert into games (title) values (?)')")).toEqual(['x.ts writes games (owned by games)']);
    expect(sql('`update players set title = ?`')).toEqual(['x.ts writes players (owned by players)']);
    expect(sql("'delete from games where venue_id = ?'")).toEqual(['x.ts writes games (owned by games)']);
    expect(sql('`select 1 from venues v left join players h on h.player_id = v.host_id`')).toEqual([
      'x.ts reads players (owned by players) without declaring it',
    ]);
    expect(sql("'select exists(select 1 from games where venue_id = ?)'")).toEqual([]);
    expect(sql('// a comment: update players from here\nconst a = 1;')).toEqual([]);
  });
});

describe('error messages', () => {
  const errorFiles = files.filter((file) => file.endsWith('.errors.ts'));
  const messages = errorFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/super\(\s*(['`])((?:(?!\1).)+)\1/g)].map((match) => ({
      file: relative(SRC, file),
      message: match[2]!,
    })),
  );

  it('are all DomainErrors with a stable code, in errors files', () => {
    expect(messages.length).toBeGreaterThan(40);
    for (const file of errorFiles) {
      const text = readFileSync(file, 'utf8');
      const classes = text.match(/export class \w+ extends DomainError/g) ?? [];
      expect([file, (text.match(/readonly code = '[A-Z_]+'/g) ?? []).length]).toEqual([file, classes.length]);
    }
  });

  it('each appear once: in one errors file, and nowhere else in the server', () => {
    const seen = new Map<string, string>();
    for (const { file, message } of messages) {
      expect([message, seen.get(message) ?? file]).toEqual([message, file]);
      seen.set(message, file);
    }
    const elsewhere = files
      .filter((file) => !file.endsWith('.errors.ts'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return messages
          .filter(({ message }) => !message.includes('${') && text.includes(`'${message}'`))
          .map(({ message }) => `${relative(SRC, file)}: ${message}`);
      });
    expect(elsewhere).toEqual([]);
  });
});

describe('error codes', () => {
  const domainCodes = files
    .filter((file) => file.endsWith('.errors.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/readonly code = '([A-Z_]+)'/g)].map((match) => match[1]!),
    );
  const catalogue = [...domainCodes, ...Object.keys(PLATFORM_FAILURE_CODES)];

  it('are unique across the catalogue (domain errors and platform failures)', () => {
    expect(domainCodes.length).toBeGreaterThan(50);
    expect(duplicatedCodes(catalogue)).toEqual([]);
  });

  it('catches a duplicated code', () => {
    expect(duplicatedCodes(['A', 'B', 'A', 'C', 'B', 'A'])).toEqual(['A', 'B']);
    expect(duplicatedCodes([...catalogue, 'NOT_FOUND'])).toEqual(['NOT_FOUND']);
  });
});

describe('docs/rules.md', () => {
  it('lists every platform failure code with its status', () => {
    const rules = readFileSync(resolve('docs/rules.md'), 'utf8');
    const missing = Object.entries(PLATFORM_FAILURE_CODES).filter(
      ([code, status]) => !new RegExp(`\\| ${code} +\\| ${status} +\\|`).test(rules),
    );
    expect(missing).toEqual([]);
  });

  it('lists every domain error with its code', () => {
    const rules = readFileSync(resolve('docs/rules.md'), 'utf8');
    const missing = files
      .filter((file) => file.endsWith('.errors.ts'))
      .flatMap((file) => [
        ...readFileSync(file, 'utf8').matchAll(
          /export class (\w+) extends DomainError \{\s*readonly code = '([A-Z_]+)'/g,
        ),
      ])
      .filter(([, name, code]) => !new RegExp(`\\| ${name}\\b[^|]*\\| ${code} +\\|`).test(rules))
      .map(([, name]) => name);
    expect(missing).toEqual([]);
  });
});

/**
 * Domain events (issue 36): "who hears GameEnded" must be an import a tool can follow. Each
 * subscriber names the kind it handles (a class of the publisher's domain with its own payload
 * parser) and is provided by its own module's worker module; the root worker module lists
 * modules only (DomainEventsWorker finds the subscribers).
 */
describe('domain events', () => {
  interface SubscriberClass {
    file: string;
    name: string;
    typed: boolean;
    kind: string | undefined;
  }

  /** The subscribers a source file declares: `class X extends DomainEventSubscriber<E>` and its `readonly event = Kind`. */
  const subscribersIn = (file: string, text: string): SubscriberClass[] =>
    [...text.matchAll(/class (\w+) extends DomainEventSubscriber(<[^>]+>)?\s*\{([\s\S]*?)\n\}/g)].map((match) => ({
      file,
      name: match[1]!,
      typed: match[2] !== undefined,
      kind: /readonly event = (\w+);/.exec(match[3]!)?.[1],
    }));

  /** Where each subscriber's kind is imported from, and whether its module's worker module provides it. */
  const problemsOf = (sources: ReadonlyMap<string, string>): string[] => {
    const problems: string[] = [];
    for (const [file, text] of sources) {
      for (const subscriber of subscribersIn(file, text)) {
        const where = `${file}: ${subscriber.name}`;
        if (!subscriber.typed) problems.push(`${where} names no event type (DomainEventSubscriber<Event>)`);
        const kindImport = subscriber.kind
          ? new RegExp(`import \\{[^}]*\\b${subscriber.kind}\\b[^}]*\\} from '([^']+)'`).exec(text)?.[1]
          : undefined;
        if (!kindImport || !/\/domain\//.test(kindImport))
          problems.push(
            `${where} takes its event kind from no domain file (readonly event = <Kind from a publisher's domain>)`,
          );
        const module = moduleOf(`/${file}`);
        const workerModule = [...sources.entries()].find(
          ([path]) => module && path === `modules/${module}/${module}-worker.module.ts`,
        );
        if (!workerModule || !new RegExp(`\\b${subscriber.name}\\b`).test(workerModule[1]))
          problems.push(`${where} is not provided by modules/${module}/${module}-worker.module.ts`);
      }
    }
    const root = sources.get('worker.module.ts') ?? '';
    for (const target of [...root.matchAll(/from '([^']+\.subscriber\.js)'/g)].map((match) => match[1]))
      problems.push(`worker.module.ts imports ${target}: a module registers its own subscribers`);
    return problems;
  };

  const sources = new Map(files.map((file) => [relative(SRC, file).split(sep).join('/'), readFileSync(file, 'utf8')]));

  it('reads the subscribers', () => {
    expect([...sources.entries()].flatMap(([file, text]) => subscribersIn(file, text)).length).toBeGreaterThanOrEqual(
      10,
    );
  });

  it('each handle a typed kind from a domain file, provided by their own module, never by the root', () => {
    expect(problemsOf(sources)).toEqual([]);
  });

  it('catches an untyped subscriber, a kind that is a string and a subscriber the root registers', () => {
    const broken = new Map(sources);
    broken.set(
      'modules/games/infrastructure/stray.subscriber.ts',
      "class StraySubscriber extends DomainEventSubscriber {\n  readonly eventType = 'GameEnded';\n}\n",
    );
    broken.set(
      'worker.module.ts',
      `${sources.get('worker.module.ts')}\nimport { X } from './modules/games/infrastructure/stray.subscriber.js';`,
    );
    expect(problemsOf(broken)).toEqual([
      'modules/games/infrastructure/stray.subscriber.ts: StraySubscriber names no event type (DomainEventSubscriber<Event>)',
      "modules/games/infrastructure/stray.subscriber.ts: StraySubscriber takes its event kind from no domain file (readonly event = <Kind from a publisher's domain>)",
      'modules/games/infrastructure/stray.subscriber.ts: StraySubscriber is not provided by modules/games/games-worker.module.ts',
      'worker.module.ts imports ./modules/games/infrastructure/stray.subscriber.js: a module registers its own subscribers',
    ]);
  });
});

/**
 * Commands of the shared kernel (src/shared): sent by one module to another that it may not
 * import (the receiver depends on the sender). Each is declared here with the module whose
 * handler answers it, so following one needs no search (issue 36).
 */
const KERNEL_COMMANDS: Readonly<Record<string, string>> = {
  // venues deletes an event or a venue; games (which depends on venues) removes their unplayed games.
  RemoveUnplayedGamesCommand: 'games',
};

describe('kernel commands', () => {
  const declared = files
    .filter((file) => relative(SRC, file).startsWith(`shared${sep}`))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export class (\w+) extends Command</g)].map((match) => match[1]!),
    );
  const handlers = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@CommandHandler\((\w+)\)/g)].map((match) => ({
      command: match[1]!,
      module: moduleOf(`/${relative(SRC, file).split(sep).join('/')}`),
    })),
  );

  it('are each declared with the module that handles them', () => {
    expect(declared.sort()).toEqual(Object.keys(KERNEL_COMMANDS).sort());
  });

  it('are each handled once, by that module', () => {
    for (const command of declared)
      expect({
        command,
        modules: handlers.filter((handler) => handler.command === command).map((handler) => handler.module),
      }).toEqual({ command, modules: [KERNEL_COMMANDS[command]] });
  });
});

/**
 * Issue 36: a command or query message lives apart from its handler (`save-venue.command.ts`
 * and `save-venue.handler.ts`), so importing a message imports no handler and nothing a handler
 * imports. A handler file is imported from within its module's `application/` folder, by the
 * module's own `*.module.ts` files (its providers) and by specs; from nowhere else.
 */
export const handlerImportsOutside = (list: readonly { from: string; target: string; resolved?: string }[]): string[] =>
  list
    .filter(({ from, resolved }) => {
      if (!resolved?.endsWith('.handler.js') || !resolved.includes('application/')) return false;
      if (/[.-]spec\.ts$/.test(from)) return false;
      const owner = resolved.slice(0, resolved.indexOf('application/'));
      const ownApplication = from.startsWith(`${owner}application/`);
      const ownModuleFile =
        from.startsWith(owner) && !from.slice(owner.length).includes('/') && from.endsWith('.module.ts');
      return !ownApplication && !ownModuleFile;
    })
    .map(({ from, target }) => `${from} imports ${target}`);

/** Message files (`*.command.ts`, `*.query.ts`) that hold a handler. */
export const handlersInMessageFiles = (sources: ReadonlyMap<string, string>): string[] =>
  [...sources]
    .filter(([path, text]) => /\.(command|query)\.ts$/.test(path) && /@(CommandHandler|QueryHandler)\(/.test(text))
    .map(([path]) => path);

describe('command and query handlers', () => {
  const TEST = resolve('test');
  const testFiles = sourceFiles(TEST).filter((file) => !file.endsWith('-spec.ts'));
  // Static and dynamic imports (`await import('…')`, as the CLI entry points load their commands), of the server and the suites' helpers.
  const everyImport = [...files, ...testFiles].flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [
      ...imports(file),
      ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!),
    ];
    return targets.map((target) => ({
      from: relative(SRC, file).split(sep).join('/'),
      target,
      resolved: target.startsWith('.')
        ? relative(SRC, resolve(dirname(file), target))
            .split(sep)
            .join('/')
        : undefined,
    }));
  });

  it('reads the handler files and their importers', () => {
    expect(files.filter((file) => file.endsWith('.handler.ts')).length).toBeGreaterThan(80);
    expect(
      everyImport.some(({ from, resolved }) => from.endsWith('games.module.ts') && resolved?.endsWith('.handler.js')),
    ).toBe(true);
  });

  it("are imported only within their module's application folder, by its own *.module.ts files and by specs", () => {
    expect(handlerImportsOutside(everyImport)).toEqual([]);
  });

  it('never share a file with their message: a *.command.ts or *.query.ts holds no @CommandHandler or @QueryHandler', () => {
    expect(
      handlersInMessageFiles(
        new Map(files.map((file) => [relative(SRC, file).split(sep).join('/'), readFileSync(file, 'utf8')])),
      ),
    ).toEqual([]);
  });

  it('catches a handler imported by another module, by an interface file, by a test helper, and a handler in a message file', () => {
    const handler = 'modules/games/application/commands/save-game.handler.js';
    const edge = (from: string) => ({ from, target: './save-game.handler.js', resolved: handler });
    expect(
      handlerImportsOutside([
        edge('modules/games/games.module.ts'),
        edge('modules/games/games-worker.module.ts'),
        edge('modules/games/application/commands/other.handler.ts'),
        edge('modules/games/application/commands/save-game.handler.spec.ts'),
        edge('../test/api/games.e2e-spec.ts'),
        edge('modules/points/points.module.ts'),
        edge('modules/points/application/commands/end-game.handler.ts'),
        edge('modules/games/interface/games.controller.ts'),
        edge('modules/games/infrastructure/games.demo-seeder.ts'),
        edge('../test/support/builders/games.builders.ts'),
        edge('app.module.ts'),
      ]),
    ).toEqual([
      'modules/points/points.module.ts imports ./save-game.handler.js',
      'modules/points/application/commands/end-game.handler.ts imports ./save-game.handler.js',
      'modules/games/interface/games.controller.ts imports ./save-game.handler.js',
      'modules/games/infrastructure/games.demo-seeder.ts imports ./save-game.handler.js',
      '../test/support/builders/games.builders.ts imports ./save-game.handler.js',
      'app.module.ts imports ./save-game.handler.js',
    ]);
    expect(
      handlersInMessageFiles(
        new Map([
          [
            'modules/games/application/commands/save-game.command.ts',
            'export class SaveGameCommand extends Command<Game> {}\n@CommandHandler(SaveGameCommand)\nexport class SaveGameHandler {}',
          ],
          ['modules/games/application/queries/get-game.query.ts', 'export class GetGameQuery extends Query<Game> {}'],
          [
            'modules/games/application/queries/get-game.handler.ts',
            '@QueryHandler(GetGameQuery)\nexport class GetGameHandler {}',
          ],
        ]),
      ),
    ).toEqual(['modules/games/application/commands/save-game.command.ts']);
  });
});

/**
 * A relation names its target entity by importing its class, never by a string: `entityNamed('X')`,
 * `@ManyToOne('X')` or `entity: 'X'` hide a dependency from the module graph (a foreign key up the
 * graph is a plain id column instead, as games.deposit_id is).
 */
export const entitiesNamedByString = (sources: readonly { file: string; text: string }[]): string[] =>
  sources.flatMap(({ file, text }) =>
    [
      ...withoutComments(text).matchAll(
        /\bentityNamed\s*\(|@(?:ManyToOne|OneToOne|OneToMany|ManyToMany)\(\s*(?:\(\)\s*=>\s*)?['"`]|@(?:ManyToOne|OneToOne|OneToMany|ManyToMany)\(\s*\{[^}]*\bentity:\s*(?:\(\)\s*=>\s*)?['"`]/g,
      ),
    ].map((match) => `${file} names an entity by string: ${match[0].replace(/\s+/g, ' ')}`),
  );

describe('entity relations', () => {
  it('name their target entity by its class, never by a string (no entityNamed)', () => {
    const sources = files.map((file) => ({
      file: relative(SRC, file).split(sep).join('/'),
      text: readFileSync(file, 'utf8'),
    }));
    expect(entitiesNamedByString(sources)).toEqual([]);
  });

  it('catches entityNamed and string targets in relation decorators', () => {
    expect(
      entitiesNamedByString([
        { file: 'a.ts', text: "@ManyToOne(entityNamed('DepositEntity'), { mapToPk: true })" },
        { file: 'b.ts', text: "@ManyToOne('DepositEntity')" },
        { file: 'c.ts', text: "@OneToMany({ entity: () => 'GameEntity', mappedBy: 'deposit' })" },
        { file: 'd.ts', text: '@ManyToOne(() => DepositEntity, { nullable: true })' },
        { file: 'e.ts', text: "// entityNamed('X') in a comment\n@Property({ type: 'int' })" },
      ]),
    ).toEqual([
      'a.ts names an entity by string: entityNamed(',
      "b.ts names an entity by string: @ManyToOne('",
      "c.ts names an entity by string: @OneToMany({ entity: () => '",
    ]);
  });
});
