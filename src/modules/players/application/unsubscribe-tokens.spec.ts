import { loadSettings } from '../../../config/settings.js';
import { UnsubscribeTokens } from './unsubscribe-tokens.js';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);

describe('unsubscribe links across a MAIL_LINK_SECRET rotation', () => {
  it('takes a link signed with the previous secret while MAIL_LINK_SECRET_PREVIOUS names it, and signs new links with the new one', () => {
    const sent = new UnsubscribeTokens(OLD).tokenFor(42);
    const rotating = new UnsubscribeTokens(NEW, OLD);
    expect(rotating.playerOf(sent)).toBe(42);
    expect(rotating.tokenFor(42)).not.toBe(sent);
    expect(rotating.playerOf(rotating.tokenFor(42))).toBe(42);
  });

  it('refuses the old links once the previous secret is dropped, and a link for another player always', () => {
    const sent = new UnsubscribeTokens(OLD).tokenFor(42);
    expect(new UnsubscribeTokens(NEW).playerOf(sent)).toBeNull();
    expect(new UnsubscribeTokens(NEW, OLD).playerOf(sent.replace(/^42-/, '43-'))).toBeNull();
  });

  it('reads MAIL_LINK_SECRET_PREVIOUS: unset, or a former value distinct from the current one', () => {
    expect(loadSettings({}).mailLinkSecretPrevious).toBeUndefined();
    expect(loadSettings({ MAIL_LINK_SECRET: NEW, MAIL_LINK_SECRET_PREVIOUS: OLD }).mailLinkSecretPrevious).toBe(OLD);
    expect(() => loadSettings({ MAIL_LINK_SECRET: NEW, MAIL_LINK_SECRET_PREVIOUS: NEW })).toThrow(
      /^MAIL_LINK_SECRET_PREVIOUS is the same as MAIL_LINK_SECRET/,
    );
    expect(() => loadSettings({ MAIL_LINK_SECRET_PREVIOUS: 'short' })).toThrow(/at least 16 characters/);
  });
});
