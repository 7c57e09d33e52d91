import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Every citation of the docs resolves (issue 21): in docs/*.md, README.md and the code's
 * comments and strings (src, test, scripts, web/src),
 *   - `docs/x.md "Heading"` (inside docs/ also `x.md "Heading"`) names a heading of that file:
 *     the whole heading (a section number may be left out: `"Calendar feed"` names
 *     "11. Calendar feed"), or its start up to " (" or ":" (`"Jobs dashboard"` names
 *     "Jobs dashboard (issue 12, beyond SPEC)", `"Outages"` names "Outages: answers and logs"),
 *   - `[text](x.md#anchor)` and `x.md#anchor` name a file and one of its headings' anchors,
 *   - `[text](x.md)` names a file,
 *   - `x.md §1.2` names a numbered heading of that file,
 *   - `docs/decisions/0042-title.md` (inside docs/ also `decisions/0042-title.md`, and a
 *     decision's neighbours `0041-title.md`) names an existing decision file (issue 36).
 * The decisions are one file each in docs/decisions/ (issue 36); docs/decisions.md is their index,
 * grouped by area. A decision is cited by its file; `docs/decisions.md "Heading"` may name only an
 * area heading of the index (a decision's title there is refused: cite its file).
 * A decision file cites the docs beside the index by bare name (`api.md §6`, `rules.md "Heading"`).
 */
const ROOT = resolve('.');
const DECISIONS = join(ROOT, 'docs', 'decisions');
const DECISIONS_INDEX = join(ROOT, 'docs', 'decisions.md');
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.git']);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, keep) : keep(entry.name) ? [path] : [];
  });
}

const DOCS = [join(ROOT, 'README.md'), ...filesUnder(join(ROOT, 'docs'), (name) => name.endsWith('.md'))];
const CODE = ['src', 'test', 'scripts', 'web/src']
  .flatMap((dir) => filesUnder(join(ROOT, dir), (name) => /\.(ts|tsx|mjs)$/.test(name)))
  .filter((file) => !file.endsWith('docs-citations.spec.ts'));

/** A heading's text without markdown: `code` and **bold** marks, links kept as their text. */
const plainHeading = (text: string): string =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export const anchorOf = (heading: string): string =>
  plainHeading(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const headingCache = new Map<string, string[]>();
function headingsOf(file: string): string[] {
  let headings = headingCache.get(file);
  if (!headings) {
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    headings = [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => plainHeading(m[1]));
    headingCache.set(file, headings);
  }
  return headings;
}

/** Text of a citation that a comment wraps over lines: the comment marks go. */
const unwrap = (text: string): string => text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ').trim();

interface Citation {
  readonly from: string;
  readonly line: number;
  readonly file: string;
  readonly heading?: string;
  readonly anchor?: string;
  readonly section?: string;
  /** A decision's own file, `docs/decisions/NNNN-title.md`: it must exist. */
  readonly decision?: boolean;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Where `x.md` points from a file: docs/ for the code, the file's own folder for a doc. */
function targetOf(from: string, cited: string): string {
  if (cited.startsWith('docs/')) return join(ROOT, cited);
  if (from.endsWith('.md') && dirname(from) === DECISIONS && !/^\d{4}-/.test(cited)) return join(ROOT, 'docs', cited);
  if (from.endsWith('.md')) return resolve(dirname(from), cited);
  return join(ROOT, 'docs', cited);
}

function citationsIn(from: string): Citation[] {
  const text = readFileSync(from, 'utf8');
  const found: Citation[] = [];
  const isDoc = from.endsWith('.md');
  // docs/x.md "Heading" (a doc also cites its neighbours as x.md "Heading").
  // The heading may start on the next line of a comment (` * "Heading"`).
  const quoted = isDoc
    ? /(?<![\w/.-])((?:docs\/)?[\w-]+\.md),?(?: |\n\s*)["“]([^"”]{2,160})["”]/g
    : /(?<![\w.-])(docs\/[\w-]+\.md),?(?: |\n\s*(?:\*(?!\/)|\/\/|#)?\s*)["“]([^"”]{2,160})["”]/g;
  for (const m of text.matchAll(quoted)) {
    found.push({ from, line: lineOf(text, m.index), file: targetOf(from, m[1]), heading: unwrap(m[2]) });
  }
  // [text](x.md#anchor), [text](x.md), and a bare x.md#anchor.
  for (const m of text.matchAll(/\]\(((?:\.{0,2}\/)?[\w./-]+\.md)(?:#([\w-]+))?\)/g)) {
    if (/^https?:/.test(m[1])) continue;
    found.push({
      from,
      line: lineOf(text, m.index),
      file: isDoc ? resolve(dirname(from), m[1]) : targetOf(from, m[1]),
      anchor: m[2],
    });
  }
  for (const m of text.matchAll(/(?<![\w/.(-])((?:docs\/)?[\w-]+\.md)#([\w-]+)/g)) {
    found.push({ from, line: lineOf(text, m.index), file: targetOf(from, m[1]), anchor: m[2] });
  }
  // docs/decisions/0042-title.md (a doc: also decisions/0042-title.md, or 0042-title.md beside it); links are checked above.
  const decision = isDoc
    ? /(?<![\w/.(-])((?:docs\/)?(?:decisions\/)?\d{4}-[\w-]+\.md)/g
    : /(?<![\w.-])(docs\/decisions\/\d{4}-[\w-]+\.md)/g;
  for (const m of text.matchAll(decision)) {
    if (isDoc && !m[1].includes('/') && dirname(from) !== DECISIONS) continue;
    found.push({ from, line: lineOf(text, m.index), file: targetOf(from, m[1]), decision: true });
  }
  // x.md §1.2
  for (const m of text.matchAll(/(?<![\w.-])((?:docs\/)?[\w-]+\.md) §(\d+(?:\.\d+)*)/g)) {
    found.push({ from, line: lineOf(text, m.index), file: targetOf(from, m[1]), section: m[2] });
  }
  return found;
}

/** A cited heading names the whole heading (its section number left out), or its start up to " (" or ":". */
function namesHeading(cited: string, heading: string): boolean {
  const unnumbered = heading.replace(/^\d+(?:\.\d+)*\.?\s+/, '');
  return [heading, unnumbered].some((h) => h === cited || h.startsWith(`${cited} (`) || h.startsWith(`${cited}:`));
}

function problemOf(citation: Citation): string | null {
  if (!existsSync(citation.file)) return 'no such file';
  const headings = headingsOf(citation.file);
  if (citation.heading !== undefined) {
    const wanted = plainHeading(citation.heading);
    return headings.some((h) => namesHeading(wanted, h)) ? null : `no heading "${wanted}"`;
  }
  if (citation.anchor !== undefined)
    return headings.some((h) => anchorOf(h) === citation.anchor) ? null : `no heading with anchor #${citation.anchor}`;
  if (citation.section !== undefined) {
    const section = citation.section;
    return headings.some((h) => h === section || h.startsWith(`${section}. `) || h.startsWith(`${section} `))
      ? null
      : `no section §${section}`;
  }
  return null;
}

const ALL = [...DOCS, ...CODE].flatMap(citationsIn);
const described = (c: Citation): string =>
  `${relative(ROOT, c.from)}:${c.line} → ${relative(ROOT, c.file)} ${c.heading !== undefined ? `"${c.heading}"` : c.anchor !== undefined ? `#${c.anchor}` : c.section !== undefined ? `§${c.section}` : ''}`;

describe('doc citations', () => {
  it('finds the citations (docs/x.md "Heading", links with anchors, § numbers)', () => {
    expect(ALL.filter((c) => c.heading !== undefined).length).toBeGreaterThan(30);
    expect(ALL.filter((c) => c.anchor !== undefined).length).toBeGreaterThan(0);
    expect(ALL.filter((c) => c.section !== undefined).length).toBeGreaterThan(0);
  });

  it('every citation names an existing file and heading', () => {
    const broken = ALL.flatMap((c) => {
      const problem = problemOf(c);
      return problem ? [`${described(c)}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('reads a heading the way GitHub anchors it', () => {
    expect(anchorOf('Error codes')).toBe('error-codes');
    expect(anchorOf('Self-healing read models (issue 20)')).toBe('self-healing-read-models-issue-20');
    expect(anchorOf('The dashboard: `/admin/jobs/`')).toBe('the-dashboard-adminjobs');
  });

  it('every built file a script imports (dist/src/x.js) has its source (src/x.ts): renames miss strings', () => {
    const scripts = filesUnder(join(ROOT, 'scripts'), (name) => name.endsWith('.mjs'));
    const cited = scripts.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/dist\/src\/([\w./-]+)\.js/g)].map((match) => ({
        file,
        source: `src/${match[1]}.ts`,
      })),
    );
    expect(cited.length).toBeGreaterThan(5);
    expect(
      cited
        .filter(({ source }) => !existsSync(join(ROOT, source)))
        .map(({ file, source }) => `${relative(ROOT, file)}: ${source}`),
    ).toEqual([]);
  });
});

describe('the decisions (issue 36): one file each, and the index', () => {
  const files = readdirSync(DECISIONS)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const index = readFileSync(DECISIONS_INDEX, 'utf8');

  it('are numbered NNNN-title.md from 0001 on, with no gap or repeat, each under its own heading', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((name) => !/^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(name))).toEqual([]);
    expect(files.map((name) => Number(name.slice(0, 4)))).toEqual(files.map((_, i) => i + 1));
    expect(files.filter((name) => !readFileSync(join(DECISIONS, name), 'utf8').startsWith('# '))).toEqual([]);
  });

  it('each has one line in the index', () => {
    const listed = [...index.matchAll(/^- \[\d{4} .+\]\(decisions\/(\d{4}-[\w-]+\.md)\)$/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(files);
  });

  it('a quoted citation of docs/decisions.md names an area of the index, not a decision (cite its file)', () => {
    const areas = headingsOf(DECISIONS_INDEX).slice(1);
    const quotedIndex = ALL.filter((c) => c.file === DECISIONS_INDEX && c.heading !== undefined);
    expect(quotedIndex.filter((c) => !areas.includes(plainHeading(c.heading ?? ''))).map(described)).toEqual([]);
  });

  it('finds the citations of decision files', () => {
    expect(ALL.filter((c) => c.decision).length).toBeGreaterThan(100);
  });
});

describe('paths the docs name', () => {
  /** Files an operator writes on their own server, and the builds' output: not in the repository. */
  const WRITTEN_BY_THE_OPERATOR = new Set(['docker/.env', 'web/dist', 'web/dist-server']);
  /** `src/x.ts`, `web/src/...`, `test/...`, `scripts/...`, `docker/...`, `docs/...` in code marks; `:12` line marks dropped. */
  const named = DOCS.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/`((?:src|web|test|scripts|docker|docs|\.ci)\/[^`\s*{}<>]+)`/g)].map(
      (match) => ({
        file,
        path: match[1]!.replace(/[/.,:;]+$/, '').replace(/:\d+(-\d+)?$/, ''),
      }),
    ),
  );

  it('are found', () => {
    expect(named.length).toBeGreaterThan(100);
  });

  it('each exist (a rename or a removal updates the docs that name it)', () => {
    const missing = named.filter(({ path }) => !WRITTEN_BY_THE_OPERATOR.has(path) && !existsSync(join(ROOT, path)));
    expect(missing.map(({ file, path }) => `${relative(ROOT, file)}: ${path}`)).toEqual([]);
  });
});
