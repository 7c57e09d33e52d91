import { hasAutomaticHostMode, hasHostLevel, isUserType, UserType } from './user-type.js';

describe('user types', () => {
  it('gives the host flag from Assistant (10) up', () => {
    expect(hasHostLevel(UserType.Player)).toBe(false);
    expect(hasHostLevel(UserType.Assistant)).toBe(true);
    expect(hasHostLevel(UserType.Owner)).toBe(true);
  });
  it('turns host mode on automatically from Admin (40) up', () => {
    expect(hasAutomaticHostMode(UserType.Manager)).toBe(false);
    expect(hasAutomaticHostMode(UserType.Admin)).toBe(true);
  });
  it('knows the product levels only', () => {
    expect(isUserType(20)).toBe(true);
    expect(isUserType(25)).toBe(false);
  });
});
