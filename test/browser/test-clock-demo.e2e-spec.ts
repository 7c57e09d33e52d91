/**
 * Security review (issue 18, item 2): on a demo server the test clock is off. The site still
 * reads `?today=` and sends it as X-Test-Today, but the server keeps the real time: a post
 * dated later stays hidden, and the site keeps working (home, news, log-in).
 * The API side is test/api/test-clock-security.e2e-spec.ts.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { describe, expect, it } from '@jest/globals';
import { browserSuite, logIn, waitForHeading } from '../support/browser.js';
import { aPost } from '../support/builders.js';

const SLOW = 180_000;
const DAY = 86_400_000;

describe('security review: ?today= on a demo server moves what the site shows, not the server', () => {
  const suite = browserSuite({ env: { APP_MODE: 'demo' } });

  it(
    'shows home and the news without a post dated later, whatever ?today= says, and logs in',
    async () => {
      const { page, testApp } = suite;
      expect(testApp.settings.testClockEnabled).toBe(false);
      await aPost(testApp, { title: 'Out already', publishDate: new Date(Date.now() - DAY) });
      await aPost(testApp, { title: 'Not out yet', publishDate: new Date(Date.now() + 7 * DAY) });
      const later = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
      const sent = new Set<string>();
      page.on('request', (request) => {
        const today = request.headers()['x-test-today'];
        if (today) sent.add(today);
      });

      await page.goto(`/?today=${later}`);
      await waitForHeading(page, /Welcome/);
      const news = page.getByTestId('recent-news');
      await news.getByRole('link', { name: 'Out already' }).waitFor();
      expect(await news.getByTestId('recent-news-post').getByRole('link').allInnerTexts()).toEqual(['Out already']);
      // The site forwards the parameter as before; the server does not read it.
      expect([...sent]).toEqual([later]);

      await page.goto('/posts/browse');
      await waitForHeading(page, 'Recent News');
      await page.getByTestId('news-post').getByRole('heading', { name: 'Out already' }).waitFor();
      expect(await page.getByText('Not out yet').count()).toBe(0);

      await logIn(page, 'player');
      await page.getByTestId('user-name').waitFor();
    },
    SLOW,
  );
});
