import { Clock } from '../../../../shared/application/clock.js';
import type { SecurityLog } from '../../../../shared/application/security-log.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { ResetLinkInvalidError, TooManyPasswordResetsError } from '../../../players/domain/players.errors.js';
import { AccountRepository } from '../../../players/application/ports/account.repository.js';
import { CommonPasswords } from '../ports/common-passwords.js';
import { PasswordHasher } from '../../../players/application/ports/password-hasher.js';
import { PasswordResetStore } from '../ports/password-reset.store.js';
import { ResetThrottle } from '../ports/reset-throttle.js';
import { SessionStore } from '../ports/session.store.js';
import { hashToken } from '../session-token.js';
import { PASSWORD_UPDATED_MESSAGE, SetPasswordCommand } from './set-password.command.js';
import { SetPasswordHandler } from './set-password.handler.js';

/**
 * Security review (issue 18, item 5): a set-password call with a bogus link must cost a
 * lookup, never argon2id's time and memory. Fakes of the ports record what ran, in order.
 */
const NOW = new Date('2026-11-26T12:00:00Z');
const PLAYER = 7;
const GOOD_TOKEN = 'good-token';

function handlerWith(options: { accountWait?: number; addressWait?: number } = {}) {
  const calls: string[] = [];
  const links = new Map([[hashToken(GOOD_TOKEN), { playerID: PLAYER, used: false }]]);
  const resets: PasswordResetStore = {
    create: () => Promise.reject(new Error('not used')),
    isUsable: (playerID, tokenHash) => {
      calls.push('link checked');
      const link = links.get(tokenHash);
      return Promise.resolve(!!link && link.playerID === playerID && !link.used);
    },
    consume: (playerID, tokenHash) => {
      calls.push('link used');
      const link = links.get(tokenHash);
      if (!link || link.playerID !== playerID || link.used) return Promise.resolve(false);
      link.used = true;
      return Promise.resolve(true);
    },
    voidAllOf: () => {
      calls.push('other links ended');
      return Promise.resolve();
    },
  };
  const hasher = {
    hash: (password: string) => {
      calls.push('hashed');
      return Promise.resolve(`hash(${password})`);
    },
    verify: () => Promise.reject(new Error('not used')),
    verifyNothing: () => Promise.reject(new Error('not used')),
  } satisfies PasswordHasher;
  const accounts = {
    isUserNameTaken: () => Promise.resolve(false),
    setCredentials: () => {
      calls.push('password saved');
      return Promise.resolve();
    },
  } as Partial<AccountRepository> as AccountRepository;
  const sessions = {
    revokeAllOf: () => Promise.resolve(calls.push('sessions ended')).then(() => undefined),
  } as Partial<SessionStore> as SessionStore;
  const unitOfWork: UnitOfWork = { run: (work) => work() };
  const clock: Clock = { now: () => NOW };
  const commonPasswords: CommonPasswords = { isCommon: () => false };
  const throttle: ResetThrottle = {
    takeRequest: () => Promise.resolve(0),
    takeLink: () => Promise.resolve(0),
    takeSetPassword: () => {
      calls.push('address counted');
      return Promise.resolve(options.addressWait ?? 0);
    },
    takeGoodLink: () => {
      calls.push('account counted');
      return Promise.resolve(options.accountWait ?? 0);
    },
  };
  const securityLog: SecurityLog = { record: (event) => Promise.resolve(void calls.push(`logged ${event.kind}`)) };
  return {
    handler: new SetPasswordHandler(
      accounts,
      resets,
      sessions,
      hasher,
      unitOfWork,
      clock,
      throttle,
      commonPasswords,
      securityLog,
    ),
    calls,
  };
}

const setPassword = (token: string) =>
  new SetPasswordCommand(PLAYER, 'newname', token, 'new-secret-9', 'new-secret-9', '192.0.2.1');

describe('SetPasswordHandler: the link is checked before any hashing (security review, issue 18 item 5)', () => {
  it('refuses a bogus link without hashing the password', async () => {
    const { handler, calls } = handlerWith();
    await expect(handler.execute(setPassword('bogus-token'))).rejects.toThrow(ResetLinkInvalidError);
    expect(calls).toEqual(['address counted', 'link checked']);
  });

  it('refuses a link of another player without hashing', async () => {
    const { handler, calls } = handlerWith();
    await expect(
      handler.execute(
        new SetPasswordCommand(PLAYER + 1, 'newname', GOOD_TOKEN, 'new-secret-9', 'new-secret-9', '192.0.2.1'),
      ),
    ).rejects.toThrow(ResetLinkInvalidError);
    expect(calls).not.toContain('hashed');
  });

  it('with a good link: checks it, counts the account, hashes, then uses the link and ends the other links and the sessions', async () => {
    const { handler, calls } = handlerWith();
    await expect(handler.execute(setPassword(GOOD_TOKEN))).resolves.toBe(PASSWORD_UPDATED_MESSAGE);
    expect(calls).toEqual([
      'address counted',
      'link checked',
      'account counted',
      'hashed',
      'link used',
      'password saved',
      'other links ended',
      'sessions ended',
      'logged password-changed',
    ]);
  });

  it('refuses with 429 before the link when the address is over its limit', async () => {
    const { handler, calls } = handlerWith({ addressWait: 600 });
    await expect(handler.execute(setPassword(GOOD_TOKEN))).rejects.toThrow(TooManyPasswordResetsError);
    expect(calls).toEqual(['address counted']);
  });

  it('refuses with 429 before hashing when the account is over its limit', async () => {
    const { handler, calls } = handlerWith({ accountWait: 600 });
    const refusal = await handler.execute(setPassword(GOOD_TOKEN)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyPasswordResetsError);
    expect((refusal as TooManyPasswordResetsError).retryAfterSeconds).toBe(600);
    expect((refusal as Error).message).toBe('Too many password reset attempts; please wait 10 minutes and try again');
    expect(calls).not.toContain('hashed');
  });
});
