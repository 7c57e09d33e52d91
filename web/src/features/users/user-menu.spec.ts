import { describe, expect, it } from '@jest/globals';
import { userMenu } from './user-menu';

const ids = (userType: number, hostMode = false): string[] =>
  userMenu({ playerID: 400010, playerNumber: '9000006', userType }, hostMode).flatMap((section) =>
    section.items.map((item) => item.id),
  );

const PLAYER = ['profile', 'player-card', 'card-request', 'my-dashboard', 'change-password'];

describe('user dashboard menu', () => {
  it('grows with the level', () => {
    expect(ids(1)).toEqual(PLAYER);
    expect(ids(10)).toEqual([...PLAYER, 'manage-players', 'scanner-setup']);
    expect(ids(20)).toEqual([...PLAYER, 'manage-players', 'scanner-setup', 'host-agreement', 'manage-deposits']);
    expect(ids(30)).toEqual([...ids(20), 'manage-games', 'manage-posts', 'manage-venues']);
    expect(ids(40, true)).toEqual([...ids(30), 'activity-dashboard', 'earnings', 'jobs']);
    expect(ids(50, true)).toEqual([...ids(40, true), 'earnings-report', 'security-log']);
  });

  it('sends the agreement entry to events browse in host mode', () => {
    const entry = (hostMode: boolean) =>
      userMenu({ playerID: 400010, playerNumber: '9000006', userType: 20 }, hostMode)
        .flatMap((section) => section.items)
        .find((item) => item.id === 'host-agreement');
    expect(entry(false)?.to).toBe('/update/agreement');
    expect(entry(true)?.to).toBe('/events/browse/0/400010');
  });

  it("links the quick links to the player's number", () => {
    const links = Object.fromEntries(
      userMenu({ playerID: 1, playerNumber: '9000006', userType: 1 }, false)[0]!.items.map((item) => [
        item.id,
        item.to,
      ]),
    );
    expect(links).toMatchObject({
      'player-card': '/players/card/9000006',
      'card-request': '/players/card/request/9000006',
      'my-dashboard': '/players/dashboard/9000006',
      'change-password': '/users/resetpw',
    });
  });
});
