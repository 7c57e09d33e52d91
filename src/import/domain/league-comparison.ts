import type { StandingsRow } from './old-site-records.js';

/** Each league year's top 20. */
export type StandingsRowsByYear = ReadonlyMap<number, readonly StandingsRow[]>;

/** What the comparison reads on each site: counts per kind, and each league year's top 20. */
export interface LeagueFigures {
  readonly counts: Readonly<Record<string, number>>;
  /** by league year */
  readonly topTwenty: StandingsRowsByYear;
}

export interface ComparisonLine {
  readonly what: string;
  readonly old: string;
  readonly new: string;
  readonly equal: boolean;
}

/** A standings row as compared: ids differ between the sites, numbers and figures may not. */
export const standingsRowText = (row: StandingsRow | undefined): string =>
  row
    ? `${row.ranked}. #${row.playerNumber} ${row.playerName} ${row.totalPoints} pts ${row.totalPlaced} FT ${row.totalWon} W${row.totalGames === undefined ? '' : ` ${row.totalGames} G`}`
    : '(none)';

/** One line per count, then one per league year's top 20 (and each row that differs in it). */
export function compareLeagues(old: LeagueFigures, next: LeagueFigures): ComparisonLine[] {
  const lines: ComparisonLine[] = [];
  for (const what of new Set([...Object.keys(old.counts), ...Object.keys(next.counts)])) {
    const a = old.counts[what];
    const b = next.counts[what];
    lines.push({ what, old: String(a ?? '-'), new: String(b ?? '-'), equal: a === b });
  }
  const years = [...new Set([...old.topTwenty.keys(), ...next.topTwenty.keys()])].sort((x, y) => x - y);
  for (const year of years) {
    const a = old.topTwenty.get(year) ?? [];
    const b = next.topTwenty.get(year) ?? [];
    const rows = Math.max(a.length, b.length);
    const differing: ComparisonLine[] = [];
    for (let i = 0; i < rows; i++) {
      const textA = standingsRowText(a[i]);
      const textB = standingsRowText(b[i]);
      if (textA !== textB) differing.push({ what: `  ${year} row ${i + 1}`, old: textA, new: textB, equal: false });
    }
    lines.push(
      { what: `${year} top 20`, old: `${a.length} rows`, new: `${b.length} rows`, equal: differing.length === 0 },
      ...differing,
    );
  }
  return lines;
}

export const allEqual = (lines: readonly ComparisonLine[]): boolean => lines.every((line) => line.equal);

/** The printout: a column per site and "equal" / "differs" on each line. */
export function formatComparison(lines: readonly ComparisonLine[]): string {
  const width = Math.max(12, ...lines.map((line) => line.what.length));
  const oldWidth = Math.max(8, ...lines.map((line) => line.old.length));
  const newWidth = Math.max(8, ...lines.map((line) => line.new.length));
  const header = `${'what'.padEnd(width)}  ${'old site'.padEnd(oldWidth)}  ${'new site'.padEnd(newWidth)}  result`;
  return [
    header,
    ...lines.map(
      (line) =>
        `${line.what.padEnd(width)}  ${line.old.padEnd(oldWidth)}  ${line.new.padEnd(newWidth)}  ${line.equal ? 'equal' : 'DIFFERS'}`,
    ),
  ].join('\n');
}
