import { describe, expect, it } from '@jest/globals';
import { invitesHead, playerHead } from './player-head';

const jane = { playerNumber: 1234567, title: 'Jane "Ace" Doe', profileImage: 'jane.png' };

describe('a player’s head (issue 31)', () => {
  it('names the player and their points in the period shown', () => {
    const head = playerHead(
      jane,
      { totalPoints: 320, ranked: 2, period: 'Winter 2026 (Q1)' },
      'https://league.example',
    );
    expect(head.title).toBe('Jane "Ace" Doe: 320 points, Winter 2026 (Q1) · Free Poker League');
    expect(head.description).toBe(
      'Jane "Ace" Doe (player #1234567) has 320 points in Winter 2026 (Q1), ranked #2 in Free Poker League. Rank, game history, quarterly chips and Vegas Invites.',
    );
    expect(head.path).toBe('/players/dashboard/1234567');
    expect(head.type).toBe('profile');
    expect(head.image).toBe('/v1/player/image/jane.png');
    expect(head.jsonLd).toEqual([
      {
        '@type': 'ProfilePage',
        url: 'https://league.example/players/dashboard/1234567',
        mainEntity: {
          '@type': 'Person',
          name: 'Jane "Ace" Doe',
          identifier: '1234567',
          image: 'https://league.example/v1/player/image/jane.png',
        },
      },
    ]);
  });

  it('has the name alone while the points load, and no image when the player has none', () => {
    const head = playerHead({ ...jane, profileImage: null }, null);
    expect(head.title).toBe('Jane "Ace" Doe · Free Poker League');
    expect(head.image).toBeUndefined();
    expect(playerHead(jane, { totalPoints: 1, ranked: 0, period: '2026' }).description).toMatch(
      /has 1 point in 2026 in Free/,
    );
  });
});

describe('Vegas Invites’ head', () => {
  it('names the year and its leaders, or one player’s total', () => {
    const rows = [
      { playerName: 'Jane Doe', totalBonus: 3 },
      { playerName: 'Bo Lee', totalBonus: 1 },
    ];
    expect(invitesHead('2027', rows, null)).toEqual({
      title: 'Vegas Invites, 2027 · Free Poker League',
      description:
        'Vegas Invites to the national championship, 2027: Jane Doe, 3 invites; Bo Lee, 1 invite. How Free Poker League players earn them.',
    });
    expect(invitesHead('2027', rows.slice(0, 1), 'Jane Doe').title).toBe(
      'Jane Doe: Vegas Invites, 2027 · Free Poker League',
    );
    expect(invitesHead('2027', rows.slice(0, 1), 'Jane Doe').description).toBe(
      'Jane Doe has 3 invites to the national championship for 2027 in Free Poker League.',
    );
  });
});
