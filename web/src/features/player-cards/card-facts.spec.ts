import { describe, expect, it } from '@jest/globals';
import { parseScannedPlayerNumber } from '@league/modules/players/domain/scanned-input.js';
import { CARD_DESIGNS, cardFileName, cardLink, cardLookupPath, cardNumberOf } from './card-facts';

describe('the player card facts', () => {
  it('heads the two designs in words, the wide pre-printed one first (issue 30: not "Version 3", "Version 2")', () => {
    expect(CARD_DESIGNS.map(({ design, label }) => [design, label])).toEqual([
      ['v3', 'Wide card (pre-printed)'],
      ['v2', 'Plain card'],
    ]);
    for (const { label, hint } of CARD_DESIGNS) expect(`${label} ${hint}`).not.toMatch(/version/i);
  });

  it('reads the route number: digits only, else the sample card', () => {
    expect(cardNumberOf('9000123')).toBe(9000123);
    expect(cardNumberOf(undefined)).toBeNull();
    expect(cardNumberOf('0')).toBeNull();
    expect(cardNumberOf('abc')).toBeNull();
    expect(cardNumberOf('12a')).toBeNull();
  });

  it('looks 400000-999999 up by id and everything else by number (product §7)', () => {
    expect(cardLookupPath(400000)).toBe('/v1/player/id/400000');
    expect(cardLookupPath(999999)).toBe('/v1/player/id/999999');
    expect(cardLookupPath(399999)).toBe('/v1/player/list/0/399999');
    expect(cardLookupPath(9000123)).toBe('/v1/player/list/0/9000123');
  });

  it('encodes {site}/p/{number}, which the scanner reads back as the number', () => {
    expect(cardLink('https://league.example/', 9000123)).toBe('https://league.example/p/9000123');
    expect(parseScannedPlayerNumber(cardLink('https://league.example', 9000123))).toBe(9000123);
    expect(cardFileName(9000123, 'v3')).toBe('player-card-9000123-v3.png');
  });
});
