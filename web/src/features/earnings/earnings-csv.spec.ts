import { describe, expect, it } from '@jest/globals';
import type { EarningsReport } from '@league/modules/games/domain/earnings-report.js';
import { csvField, earningsCsv, earningsFileName } from './earnings-csv';

describe('the earnings CSV', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('The Tavern')).toBe('The Tavern');
    expect(csvField('Bar, Grill')).toBe('"Bar, Grill"');
    expect(csvField('The "Rusty" Nail')).toBe('"The ""Rusty"" Nail"');
    expect(csvField('Two\r\nlines')).toBe('"Two\r\nlines"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    // Amounts are numbers: a negative outstanding amount stays a number.
    expect(csvField({ amount: -5 })).toBe('-5.00');
    expect(csvField(12)).toBe('12');
  });

  it('writes the header, a line per month, venue and host, and the totals, CRLF between lines', () => {
    const report: EarningsReport = {
      year: 2025,
      rows: [
        {
          month: 1,
          venueID: 1,
          venueName: 'Bar, Grill',
          hostID: 2,
          hostName: '=Evil Host',
          games: 2,
          earningsEstimated: 70,
          earningsActual: 75.15,
          earningsDeposited: 35.12,
          outstanding: 40.03,
        },
        {
          month: 12,
          venueID: null,
          venueName: 'Online',
          hostID: null,
          hostName: 'No Host',
          games: 1,
          earningsEstimated: 0,
          earningsActual: 0.1,
          earningsDeposited: 0,
          outstanding: 0.1,
        },
      ],
      total: 2,
      totals: { games: 3, earningsEstimated: 70, earningsActual: 75.25, earningsDeposited: 35.12, outstanding: 40.13 },
    };
    expect(earningsCsv(report)).toBe(
      'Month,Venue,Host,Games,Estimated,Actual,Deposited,Outstanding\r\n' +
        `January,"Bar, Grill",'=Evil Host,2,70.00,75.15,35.12,40.03\r\n` +
        'December,Online,No Host,1,0.00,0.10,0.00,0.10\r\n' +
        'Total,,,3,70.00,75.25,35.12,40.13\r\n',
    );
    expect(earningsFileName(2025)).toBe('earnings-2025.csv');
  });
});
