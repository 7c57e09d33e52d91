import { describe, expect, it } from '@jest/globals';
import type { LeaderboardRow } from '@league/modules/leaderboards/domain/standings-calls.js';
import { chipColumnsFor, chipLines, chipsInWords, csvField, standingsCsv, standingsRows } from './standings-rows';

const row = (ranked: number, firstName: string, lastName: string, totalPoints: number): LeaderboardRow => ({
  ranked,
  playerID: ranked,
  playerNumber: 1000 + ranked,
  playerName: `${firstName} ${lastName}`,
  firstName,
  lastName,
  totalPoints,
  totalPlaced: 0,
  totalWon: 0,
  totalGames: 1,
});

/** A small RFC 4180 reader, to prove the writer's quoting round-trips. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      lines.push(fields);
      fields = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return lines;
}

describe('quarterly standings rows', () => {
  it('gives each tier its chips in the chart order: buy-in, rebuy, add-on, OR, rebuy, add-on', () => {
    expect(chipColumnsFor(19)).toEqual({ buyIn: '', reBuy: '', addOn: '', or: '', reBuy2: '', addOn2: '' });
    expect(chipColumnsFor(20)).toEqual({ buyIn: '10K', reBuy: '', addOn: '', or: '', reBuy2: '', addOn2: '' });
    expect(chipColumnsFor(130)).toEqual({ buyIn: '15K', reBuy: '15K', addOn: '', or: 'OR', reBuy2: '', addOn2: '5K' });
    expect(chipColumnsFor(450)).toEqual({
      buyIn: '25K',
      reBuy: '25K',
      addOn: '10K',
      or: 'OR',
      reBuy2: '',
      addOn2: '20K',
    });
    expect(chipColumnsFor(900)).toEqual({ buyIn: '25K', reBuy: '25K', addOn: '20K', or: '', reBuy2: '', addOn2: '' });
  });

  it('lists the chips for a phone in words, the alternatives joined by "or" (issue 30)', () => {
    expect(chipLines(chipColumnsFor(19))).toEqual([]);
    expect(chipLines(chipColumnsFor(60))).toEqual(['15K buy-in']);
    expect(chipLines(chipColumnsFor(130))).toEqual(['15K buy-in', '+ 15K rebuy', 'or 5K add-on']);
    expect(chipLines(chipColumnsFor(450))).toEqual(['25K buy-in', '+ 25K rebuy + 10K add-on', 'or 20K add-on']);
    expect(chipLines(chipColumnsFor(900))).toEqual(['25K buy-in', '+ 25K rebuy + 20K add-on']);
  });

  it('says the chips in words for the dashboard, nothing below 20', () => {
    expect(chipsInWords(10)).toBeNull();
    expect(chipsInWords(60)).toBe('15K buy-in');
    expect(chipsInWords(160)).toBe('15K + 15K rebuy or 10K add-on');
    expect(chipsInWords(400)).toBe('25K + 25K rebuy + 10K add-on or 20K add-on');
  });

  it('keeps players under 20 points, marked as not qualified', () => {
    const rows = standingsRows([row(1, 'Ann', 'Lee', 130), row(2, 'Bo', 'Kim', 5)]);
    expect(rows.map((r) => [r.ranked, r.qualified, r.buyIn])).toEqual([
      [1, true, '15K'],
      [2, false, ''],
    ]);
  });

  it('quotes fields with commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('Plain')).toBe('Plain');
    expect(csvField('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvField('The "Rock"')).toBe('"The ""Rock"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField(-3)).toBe('-3');
  });

  it('writes a header and one CRLF line per row that a CSV reader reads back', () => {
    const csv = standingsCsv(standingsRows([row(1, 'Ann', 'O"Neil, Jr.', 130), row(2, 'Bo', 'Kim', 5)]));
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['Rank', 'First Name', 'Last Name', 'Total Points', 'Buy-In', 'Rebuy', 'Add-On', 'OR', 'Rebuy', 'Add-On'],
      ['1', 'Ann', 'O"Neil, Jr.', '130', '15K', '15K', '', 'OR', '', '5K'],
      ['2', 'Bo', 'Kim', '5', '', '', '', '', '', ''],
    ]);
  });
});
