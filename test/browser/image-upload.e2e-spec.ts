/**
 * The image picker (web/src/components/ui/image-upload.tsx) in a real browser against the
 * real server, on the Edit Profile page: a picture uploaded and shown from its served
 * address, the server's refusal shown beside the picker, the size checked before anything
 * is sent, removal, and the phone layout. Needs the built site (npm run build:web).
 */
import { describe, expect, it } from '@jest/globals';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { MAX_IMAGE_BYTES } from '../../src/shared/domain/image-rules.js';
import { browserSuite, logInThroughApi, PHONE_VIEWPORT } from '../support/browser.js';
import { anSvg, aPng, aPngOfSize } from '../support/images.js';

describe('image upload', () => {
  const suite = browserSuite();

  const picker = (page: Page) => page.getByTestId('image-upload');

  async function storedFiles(): Promise<string[]> {
    try {
      return await readdir(join(suite.testApp.settings.uploadDir, 'players'));
    } catch {
      return [];
    }
  }

  async function choose(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await picker(page).locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  }

  async function openProfile(page: Page): Promise<void> {
    await logInThroughApi(page, 'player');
    await page.goto('/users/profile');
    await picker(page).waitFor();
  }

  it('uploads a picture, shows it from the server, and removes it', async () => {
    const page = suite.page;
    await openProfile(page);
    await expect(picker(page).getByText('No image').isVisible()).resolves.toBe(true);

    await choose(page, 'me.png', 'image/png', await aPng(40, 30));
    await page.getByTestId('image-upload-notice').waitFor();
    await expect(page.getByTestId('image-upload-notice').innerText()).resolves.toBe('Image saved');
    const preview = page.getByTestId('image-upload-preview');
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/v1\/player\/image\/[0-9a-f]{32}\.png$/);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="image-upload-preview"]');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    await expect(preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).resolves.toBe(40);
    const [row] = await suite.testApp.sql<{ profile_image: string }>(
      'select profile_image from players where player_id = ?',
      [suite.testApp.accounts.player],
    );
    expect(src.endsWith(row!.profile_image)).toBe(true);

    await picker(page).getByRole('button', { name: 'Remove' }).click();
    await page.getByTestId('image-upload-notice').getByText('Image removed').waitFor();
    await expect(picker(page).getByText('No image').isVisible()).resolves.toBe(true);
    expect(await storedFiles()).not.toContain(src.split('/').pop());
  });

  it('issue 19 item 5: the player dashboard shows the uploaded profile image, not the initials', async () => {
    const page = suite.page;
    await openProfile(page);
    await choose(page, 'me.png', 'image/png', await aPng(40, 30));
    await page.getByTestId('image-upload-notice').getByText('Image saved').waitFor();
    const [row] = await suite.testApp.sql<{ profile_image: string; player_number: number }>(
      'select profile_image, player_number from players where player_id = ?',
      [suite.testApp.accounts.player],
    );
    await page.goto(`/players/dashboard/${row!.player_number}`);
    const image = page.getByTestId('player-avatar').locator('img');
    await image.waitFor();
    await expect(image.getAttribute('src')).resolves.toBe(`/v1/player/image/${row!.profile_image}`);
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('[data-testid="player-avatar"] img')?.naturalWidth ?? 0) > 0,
    );

    await page.goto('/users/profile');
    await picker(page).getByRole('button', { name: 'Remove' }).click();
    await page.getByTestId('image-upload-notice').getByText('Image removed').waitFor();
  });

  it("shows the server's refusal beside the picker (an SVG named .png)", async () => {
    const page = suite.page;
    await openProfile(page);
    const before = await storedFiles();
    await choose(page, 'logo.png', 'image/png', anSvg());
    const error = page.getByTestId('image-upload-error');
    await error.waitFor();
    await expect(error.innerText()).resolves.toBe(
      'The file is not a .jpg, .png or .gif image (Images accept .jpg, .png, .gif up to 1048576 bytes)',
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 1048576 bytes before sending it', async () => {
    const page = suite.page;
    await openProfile(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v1/player/image')) uploads++;
    });
    await choose(page, 'big.png', 'image/png', await aPngOfSize(MAX_IMAGE_BYTES + 1));
    const error = page.getByTestId('image-upload-error');
    await error.waitFor();
    await expect(error.innerText()).resolves.toBe(
      'The image is larger than 1048576 bytes (Images accept .jpg, .png, .gif up to 1048576 bytes)',
    );
    expect(uploads).toBe(0);
  });

  it('fits a phone screen', async () => {
    const page = await suite.reopen(PHONE_VIEWPORT);
    await openProfile(page);
    await choose(page, 'me.png', 'image/png', await aPng());
    await page.getByTestId('image-upload-notice').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await picker(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });
});
