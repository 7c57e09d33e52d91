import { isValidUserName, sessionHostMode } from './credentials.js';

describe('account rules', () => {
  it.each([
    ['abc', false],
    ['abcd', true],
    ['a'.repeat(32), true],
    ['a'.repeat(33), false],
    ['has space', false],
    ['jo.smith-2_x', true],
  ])('userName %j valid: %s', (userName, valid) => {
    expect(isValidUserName(userName)).toBe(valid);
  });

  it('gives host mode automatically from Admin up, otherwise only after the agreement', () => {
    expect(sessionHostMode(20, false)).toBe(false);
    expect(sessionHostMode(20, true)).toBe(true);
    expect(sessionHostMode(30, false)).toBe(false);
    expect(sessionHostMode(40, false)).toBe(true);
    expect(sessionHostMode(50, false)).toBe(true);
  });
});

describe('host mode after a demotion (security review 6d)', () => {
  it('ignores an agreement accepted on the session once the account is below Host', () => {
    expect(sessionHostMode(10, true)).toBe(false);
    expect(sessionHostMode(1, true)).toBe(false);
  });
});
