import { describe, expect, it } from '@jest/globals';
import { searchSegment } from './search-text';

describe('the player search box', () => {
  it('sends a number, a pasted link in either form or a scan as the number', () => {
    expect(searchSegment('9000123')).toBe('9000123');
    expect(searchSegment('https://league.example/p/9000123')).toBe('9000123');
    expect(searchSegment('https://league.example/p?n=9000123')).toBe('9000123');
    expect(searchSegment(';9000123\r')).toBe('9000123');
  });

  it('sends a name in the + form, and nothing under 2 characters', () => {
    expect(searchSegment('  Anna   Maria ')).toBe('Anna+Maria');
    expect(searchSegment("O'Brien & Co/x")).toBe("O'Brien+%26+Co%2Fx");
    expect(searchSegment('a')).toBeNull();
    expect(searchSegment('   ')).toBeNull();
  });
});
