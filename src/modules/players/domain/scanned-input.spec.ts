import fc from 'fast-check';
import { parseScannedPlayerNumber } from './scanned-input.js';

describe('parseScannedPlayerNumber', () => {
  it.each([
    ['9000123', 9000123],
    ['  9000123 ', 9000123],
    ['400123', 400123],
    ['https://league.example.org/p/9000123', 9000123],
    ['http://league.example.org/p/9000123/', 9000123],
    ['league.example.org/p/9000123', 9000123],
    ['https://league.example.org:8443/p/9000123', 9000123],
    ['https://old-league.example.com/p?n=9000123', 9000123],
    ['https://old-league.example.com/p?N=9000123', 9000123],
    ['https://old-league.example.com/p/?n=9000123', 9000123],
    ['https://old-league.example.com/p?utm=card&n=9000123&x=1', 9000123],
    ['HTTPS://LEAGUE.EXAMPLE.ORG/P/9000123', 9000123],
    [';9000123\r', 9000123],
    [';https://league.example.org/p/9000123\r', 9000123],
    [';https://league.example.org/p?n=9000123\r\n', 9000123],
  ])('finds the number in %j', (input, playerNumber) => expect(parseScannedPlayerNumber(input)).toBe(playerNumber));

  it.each([
    ['a name', 'Ada Lovelace'],
    ['blank', ''],
    ['a bare semicolon scan', ';\r'],
    ['zero', '0'],
    ['a number with letters', '9000123a'],
    ['a negative number', '-9000123'],
    ['too many digits', '12345678901'],
    ['another path', 'https://league.example.org/players/9000123'],
    ['a p link without a number', 'https://league.example.org/p/'],
    ['another query parameter', 'https://league.example.org/p?id=9000123'],
    ['a longer path segment', 'https://league.example.org/pp/9000123'],
  ])('says %s is not a player number', (_case, input) => expect(parseScannedPlayerNumber(input)).toBeNull());

  it('reads back every number in every form', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.constantFrom('%', 'https://x.org/p/%', 'x.org/p?n=%', ';%\r', ';https://x.org/p?N=%\r'),
        (n, form) => expect(parseScannedPlayerNumber(form.replace('%', String(n)))).toBe(n),
      ),
    ));
});
