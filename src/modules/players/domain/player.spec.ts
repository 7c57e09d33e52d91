import { UserType } from '../../../shared/domain/user-type.js';
import { NEW_PLAYER, playerFor, preparePlayer, type Player, type PlayerInput } from './player.js';
import {
  OWN_READABLE,
  playerFieldsVisibleTo,
  playerFieldsWritableBy,
  PLAYER_FIELDS,
  PLAYER_PUBLIC_FIELDS,
} from './player.fields.js';
import { OwnProfileOnlyError, PlayerAboveOwnLevelError, UserTypeAboveOwnError } from './players.errors.js';

const blank = Object.fromEntries(Object.keys(PLAYER_FIELDS).map((field) => [field, null])) as unknown as PlayerInput;
const input = (overrides: Partial<PlayerInput> = {}): PlayerInput => ({
  ...blank,
  playerID: 0,
  firstName: 'Rosa',
  lastName: 'Records',
  email: 'rosa@x.example',
  ...overrides,
});
const saved = (overrides: Partial<Player> = {}): Player => ({
  ...NEW_PLAYER,
  playerID: 400_100,
  firstName: 'Old',
  lastName: 'Name',
  title: 'Old Name',
  playerNumber: 1234567,
  unverified: false,
  ...overrides,
});

const assistant = { playerID: 400_001, userType: UserType.Assistant };
const admin = { playerID: 400_002, userType: UserType.Admin };

describe('preparePlayer', () => {
  it('saves a new player unverified, titled "First Last", as a Player', () => {
    expect(preparePlayer(input({ unverified: false }), null, assistant)).toMatchObject({
      title: 'Rosa Records',
      unverified: true,
      userType: UserType.Player,
      playerNumber: null,
    });
  });

  it('needs an email for a new player only', () => {
    expect(() => preparePlayer(input({ email: null }), null, assistant)).toThrow('The "Email" field is required.');
    expect(preparePlayer(input({ playerID: 400_100, email: null }), saved(), assistant).email).toBeNull();
  });

  it("keeps the fields above the saver's level as saved (ignored, not refused)", () => {
    const player = preparePlayer(
      input({ playerID: 400_100, banned: true, suspended: true, notes: 'n' }),
      saved({ banned: false }),
      assistant,
    );
    expect(player).toMatchObject({ banned: false, suspended: true, notes: 'n' });
    expect(preparePlayer(input({ playerID: 400_100, banned: true }), saved(), admin).banned).toBe(true);
  });

  it('lets a player save only their own record, without their number, type or flags', () => {
    const me = { playerID: 400_100, userType: UserType.Player };
    const player = preparePlayer(
      input({ playerID: 400_100, playerNumber: 7654321, userType: 50, unverified: true, notes: 'x' }),
      saved(),
      me,
    );
    expect(player).toMatchObject({
      playerNumber: 1234567,
      userType: UserType.Player,
      unverified: false,
      notes: null,
      firstName: 'Rosa',
    });
    expect(() =>
      preparePlayer(input({ playerID: 400_100 }), saved(), { playerID: 400_200, userType: UserType.Player }),
    ).toThrow(OwnProfileOnlyError);
    expect(() => preparePlayer(input(), null, me)).toThrow(OwnProfileOnlyError);
  });

  it("gives user types only below the saver's level, and manages only lower players", () => {
    expect(() => preparePlayer(input({ userType: UserType.Assistant }), null, assistant)).toThrow(
      UserTypeAboveOwnError,
    );
    expect(preparePlayer(input({ userType: UserType.Manager }), null, admin).userType).toBe(UserType.Manager);
    expect(() => preparePlayer(input({ playerID: 400_100 }), saved({ userType: UserType.Host }), assistant)).toThrow(
      PlayerAboveOwnLevelError,
    );
    expect(
      preparePlayer(input({ playerID: 400_100, userType: UserType.Owner }), saved({ userType: UserType.Owner }), {
        playerID: 1,
        userType: UserType.Owner,
      }).userType,
    ).toBe(UserType.Owner);
  });

  it('cuts a long "First Last" title to 64', () => {
    expect(
      preparePlayer(input({ firstName: 'f'.repeat(32), lastName: 'l'.repeat(32) }), null, assistant).title,
    ).toHaveLength(64);
  });
});

describe('fields by level', () => {
  it('shows visitors the public fields, the player their own details but never the flags or notes', () => {
    expect(playerFieldsVisibleTo(0, false).sort()).toEqual([...PLAYER_PUBLIC_FIELDS].sort());
    expect(playerFieldsVisibleTo(1, true).sort()).toEqual(
      [...new Set([...PLAYER_PUBLIC_FIELDS, ...OWN_READABLE])].sort(),
    );
    expect(OWN_READABLE).toContain('email');
    expect(playerFieldsVisibleTo(1, true)).not.toContain('notes');
    expect(playerFieldsVisibleTo(UserType.Assistant, false)).toContain('notes');
    expect(playerFieldsVisibleTo(UserType.Manager, false)).not.toContain('banned');
    expect(playerFieldsVisibleTo(UserType.Admin, false)).toContain('banned');
  });

  it('lets nobody write the server-kept fields, and nobody their own type or flags', () => {
    expect(playerFieldsWritableBy(UserType.Owner, false)).not.toContain('createdAt');
    expect(playerFieldsWritableBy(UserType.Owner, true)).not.toContain('userType');
    expect(playerFieldsWritableBy(UserType.Owner, true)).not.toContain('banned');
    expect(playerFieldsWritableBy(UserType.Player, true)).not.toContain('playerNumber');
  });

  it('answers a viewer the record filtered', () => {
    expect(Object.keys(playerFor(undefined, saved())).sort()).toEqual([...PLAYER_PUBLIC_FIELDS].sort());
  });
});
