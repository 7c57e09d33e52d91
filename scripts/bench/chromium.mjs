// Debian's Chromium as the browser suites launch it (test/support/browser.ts): the scripts that
// drive a browser (bench-lighthouse.mjs, profile-page.mjs) use the same binary and flags.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
