import { describe, expect, it } from '@jest/globals';
import { UserType } from '@league/shared/domain/user-type.js';
import { changesSignIn, playerFormCheck, playerFormLayout, playerFormValues, playerInput } from './player-form-values';

describe('the player form by access level', () => {
  it('shows an assistant the staff flags and notes but not banned; an admin also banned', () => {
    const assistant = playerFormLayout({ level: UserType.Assistant, own: false, adding: false });
    expect(assistant.shown).toEqual(
      expect.arrayContaining(['unverified', 'suspended', 'notes', 'email', 'playerNumber', 'userType']),
    );
    expect(assistant.shown).not.toContain('banned');
    expect(assistant.shown).not.toContain('playerID');
    expect(playerFormLayout({ level: UserType.Admin, own: false, adding: false }).shown).toContain('banned');
  });

  it('shows a player their own details, never their flags or notes, and lets them edit neither number nor user type', () => {
    const own = playerFormLayout({ level: UserType.Player, own: true, adding: false });
    for (const field of ['unverified', 'suspended', 'banned', 'notes']) expect(own.shown).not.toContain(field);
    expect(own.shown).toEqual(expect.arrayContaining(['email', 'userName', 'playerNumber', 'userType']));
    expect(own.editable.has('playerNumber')).toBe(false);
    expect(own.editable.has('userType')).toBe(false);
    expect(own.editable.has('email')).toBe(true);
    expect(Object.keys(own.table)).not.toContain('playerNumber');
  });

  it('needs an email only when adding', () => {
    expect(playerFormLayout({ level: UserType.Assistant, own: false, adding: true }).table['email']?.required).toBe(
      true,
    );
    expect(
      playerFormLayout({ level: UserType.Assistant, own: false, adding: false }).table['email']?.required,
    ).toBeUndefined();
  });

  it('sends the editable fields only, blanks as null', () => {
    const layout = playerFormLayout({ level: UserType.Player, own: true, adding: false });
    const values = playerFormValues(layout, {
      playerID: 400_100,
      playerNumber: 9_000_100,
      profileImage: null,
      firstName: 'Pat',
      lastName: 'Player',
      title: 'Pat Player',
      phone: ' ',
    });
    const input = playerInput(layout, 400_100, values) as unknown as Record<string, unknown>;
    expect(input).toMatchObject({ playerID: 400_100, firstName: 'Pat', phone: null });
    expect(input).not.toHaveProperty('playerNumber');
    expect(input).not.toHaveProperty('notes');
    expect(input).not.toHaveProperty('createdAt');
  });

  it("asks for the current password on one's own record when the email or user name changes, and sends it as typed", () => {
    const layout = playerFormLayout({ level: UserType.Player, own: true, adding: false });
    const player = {
      playerID: 400_100,
      playerNumber: 9_000_100,
      profileImage: null,
      firstName: 'Pat',
      lastName: 'Player',
      title: 'Pat Player',
      email: 'pat@example.com',
      userName: 'pat',
    };
    const values = playerFormValues(layout, player);
    expect(values['currentPassword']).toBe('');
    expect(changesSignIn(layout, player, values)).toBe(false);
    expect(changesSignIn(layout, player, { ...values, firstName: 'Patricia' })).toBe(false);
    expect(changesSignIn(layout, player, { ...values, email: 'PAT@example.com ' })).toBe(false);
    const moved = { ...values, email: 'pat@elsewhere.example' };
    expect(changesSignIn(layout, player, moved)).toBe(true);
    expect(changesSignIn(layout, player, { ...values, userName: 'patricia' })).toBe(true);
    expect(playerFormCheck(layout, player)(moved)).toEqual({
      field: 'currentPassword',
      message: 'Please enter your current password to change your email or user name',
    });
    expect(playerFormCheck(layout, player)({ ...moved, currentPassword: ' my secret ' })).toBeNull();
    expect(playerInput(layout, 400_100, { ...moved, currentPassword: ' my secret ' })).toMatchObject({
      email: 'pat@elsewhere.example',
      currentPassword: ' my secret ',
    });
    expect(playerInput(layout, 400_100, values)).not.toHaveProperty('currentPassword');
  });

  it("never asks staff for a password to change someone else's email", () => {
    const layout = playerFormLayout({ level: UserType.Admin, own: false, adding: false });
    expect(Object.keys(layout.table)).not.toContain('currentPassword');
    expect(
      changesSignIn(
        layout,
        {
          playerID: 1,
          playerNumber: 1,
          profileImage: null,
          firstName: 'A',
          lastName: 'B',
          title: 'A B',
          email: 'a@b.example',
        },
        playerFormValues(layout, null),
      ),
    ).toBe(false);
  });
});
