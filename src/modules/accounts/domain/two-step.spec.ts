import { RECOVERY_CODE_LENGTH, recoveryCodeFrom, recoveryCodeOf, totpCodeOf, twoStepRequired } from './two-step.js';

describe('two-step sign-in rules', () => {
  it('reads a code from the app with or without a space, and nothing else as one', () => {
    expect(totpCodeOf('123456')).toBe('123456');
    expect(totpCodeOf(' 123 456 ')).toBe('123456');
    expect(totpCodeOf('12345')).toBeNull();
    expect(totpCodeOf('12345a')).toBeNull();
  });

  it('makes recovery codes of 16 base-32 characters in groups of four, read back in any case and with or without dashes', () => {
    const code = recoveryCodeFrom(new Uint8Array(RECOVERY_CODE_LENGTH).map((_, i) => i * 7));
    expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(recoveryCodeOf(code.toUpperCase())).toBe(code.replaceAll('-', ''));
    expect(recoveryCodeOf(code.replaceAll('-', ' '))).toBe(code.replaceAll('-', ''));
    expect(recoveryCodeOf('123456')).toBeNull();
  });

  it('requires it of the named level and up, never below host, and of nobody when off', () => {
    expect(twoStepRequired(40, 40)).toBe(true);
    expect(twoStepRequired(50, 40)).toBe(true);
    expect(twoStepRequired(30, 40)).toBe(false);
    expect(twoStepRequired(50, null)).toBe(false);
    expect(twoStepRequired(10, 10)).toBe(false);
  });
});
