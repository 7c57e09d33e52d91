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

/**
 * A page as a phone (under 600 px) or a laptop opens it, cold: no service worker, each console error
 * printed (a hydration mismatch makes React draw the page again, and a profile would be of that).
 */
export async function coldPage(browser, width) {
  const context = await browser.newContext({
    viewport: { width, height: 812 },
    isMobile: width < 600,
    hasTouch: width < 600,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => console.log(`page error: ${error.message.slice(0, 300)}`));
  return { context, page };
}
