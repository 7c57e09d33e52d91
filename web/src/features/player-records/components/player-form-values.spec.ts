import { describe, expect, it } from '@jest/globals';
import { UserType } from '@league/shared/domain/user-type.js';
import { playerFormLayout, playerFormValues, playerInput } from './player-form-values';

describe('the player form by access level', () => {
  it('shows an assistant the staff flags and notes but not banned; an admin also banned', () => {
    const assistant = playerFormLayout({ level: UserType.Assistant, own: false, adding: false });
    expect(assistant.shown).toEqual(expect.arrayContaining(['unverified', 'suspended', 'notes', 'email', 'playerNumber', 'userType']));
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
    expect(playerFormLayout({ level: UserType.Assistant, own: false, adding: true }).table['email']?.required).toBe(true);
    expect(playerFormLayout({ level: UserType.Assistant, own: false, adding: false }).table['email']?.required).toBeUndefined();
  });

  it('sends the editable fields only, blanks as null', () => {
    const layout = playerFormLayout({ level: UserType.Player, own: true, adding: false });
    const values = playerFormValues(layout, { playerID: 400_100, firstName: 'Pat', lastName: 'Player', title: 'Pat Player', phone: ' ' });
    const input = playerInput(layout, 400_100, values) as unknown as Record<string, unknown>;
    expect(input).toMatchObject({ playerID: 400_100, firstName: 'Pat', phone: null });
    expect(input).not.toHaveProperty('playerNumber');
    expect(input).not.toHaveProperty('notes');
    expect(input).not.toHaveProperty('createdAt');
  });
});
