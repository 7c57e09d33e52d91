import { describe, expect, it } from '@jest/globals';
import { PlayerAlreadyCheckedInError, PlayerBannedError } from '@league/modules/points/domain/points.errors.js';
import { aboutPlayer, aboutWrite, cardLabel, namesByNumber } from './player-answers';

describe('answers naming the player', () => {
  it('puts the name in the server’s "Player …" words', () => {
    expect(aboutPlayer('Pat Player', 'Player checked in')).toBe('Pat Player checked in');
    expect(aboutPlayer('Pat Player', new PlayerAlreadyCheckedInError().message)).toBe(
      'Pat Player is already checked in',
    );
    expect(aboutPlayer('Pat Player', new PlayerBannedError().message)).toBe('Pat Player is banned');
    expect(aboutPlayer('Pat Player', 'Player checked in with the buy-in')).toBe(
      'Pat Player checked in with the buy-in',
    );
  });

  it('puts it in front of other answers, and leaves the words alone with no name', () => {
    expect(aboutPlayer('Pat Player', '10 points added')).toBe('Pat Player: 10 points added');
    expect(aboutPlayer(null, 'Player checked in')).toBe('Player checked in');
    expect(aboutPlayer('  ', 'Unable to find scanned player number 8999999')).toBe(
      'Unable to find scanned player number 8999999',
    );
    expect(aboutPlayer('Pat Player', 'Players must …')).toBe('Pat Player: Players must …');
  });

  it('a refusal names the player, or the card it could not name where the words say "Player"', () => {
    expect(aboutWrite({ name: 'Pat Player', label: 'Pat Player' }, 'Player has only 0 points')).toBe(
      'Pat Player has only 0 points',
    );
    expect(aboutWrite({ name: null, label: 'Card 9000008' }, 'Player has only 0 points')).toBe(
      'Card 9000008 has only 0 points',
    );
    expect(aboutWrite({ name: null, label: 'Card 8999999' }, 'Unable to find scanned player number 8999999')).toBe(
      'Unable to find scanned player number 8999999',
    );
    expect(aboutWrite(undefined, 'Player has only 0 points')).toBe('Player has only 0 points');
  });

  it('names a card it cannot name by its number', () => {
    expect(cardLabel('1234567')).toBe('Card 1234567');
  });

  it('names players by number from the first source that has them', () => {
    const names = namesByNumber([{ playerNumber: 12, playerName: 'Pat Player' }], undefined, [
      { playerNumber: 12, playerName: 'Old Name' },
      { playerNumber: 13, playerName: 'Sam Regular' },
    ]);
    expect([...names]).toEqual([
      ['12', 'Pat Player'],
      ['13', 'Sam Regular'],
    ]);
  });
});
