/**
 * Player search, the player card (both designs, the PNG download and its QR code), the
 * card request with its staff mail, and scanner setup, in a real browser against the real
 * server, worker and a loopback SMTP listener. Needs the built site (npm run build:web).
 */
import 'reflect-metadata';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import jsQRModule from 'jsqr';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { WorkerModule } from '../../src/worker.module.js';
import {
  CHROMIUM_PATH,
  currentPath,
  expectFormHeading,
  LAPTOP_VIEWPORT,
  launchBrowser,
  logIn,
  logInThroughApi,
  PHONE_VIEWPORT,
  shoot,
  waitForHeading,
  waitForHydration,
} from '../support/browser.js';
import { aPlayer, type BuiltPlayer } from '../support/builders.js';
import { CAMERA_HEIGHT, CAMERA_WIDTH, cardPictureLuma, firstReaderReads } from '../support/card-picture.js';
import { eventually } from '../support/eventually.js';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A one-frame Y4M video of a QR code holding `text`, for Chromium's fake camera. */
async function cardVideo(text: string): Promise<string> {
  const chroma = Buffer.alloc((CAMERA_WIDTH / 2) * (CAMERA_HEIGHT / 2) * 2, 128);
  const file = join(await mkdtemp(join(tmpdir(), 'card-video-')), 'card.y4m');
  await writeFile(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${CAMERA_WIDTH} H${CAMERA_HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      cardPictureLuma(text),
      chroma,
    ]),
  );
  return file;
}

/**
 * A card link to `playerNumber` that the camera's first reader cannot read (decision 0180): any
 * host's link scans, and about one in 25 drawn links is such a one.
 */
function aLinkOnlyTheSecondReaderReads(playerNumber: number): string {
  for (let host = 0; host < 1_000; host++) {
    const link = `https://card-${host}.example/p/${playerNumber}`;
    if (firstReaderReads(link) === null) return link;
  }
  throw new Error(`every drawn link to ${playerNumber} was read by the first reader`);
}

/** jsqr is CommonJS: under Node's ESM its default export is the function itself. */
const jsQR = jsQRModule as unknown as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

describe('player pages in the browser', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let worker: INestApplicationContext;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let lee: BuiltPlayer;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    [app, browser] = await Promise.all([startTestApp({ smtpUrl: smtp.url }), launchBrowser()]);
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
    lee = await aPlayer(app, { firstName: 'Leona', lastName: 'Cardwright' });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await worker?.close();
    await app?.close();
    await smtp?.close();
  }, 180_000);

  const open = async (viewport: { width: number; height: number } = LAPTOP_VIEWPORT) => {
    await context?.close();
    context = await browser.newContext({ baseURL: app.url, viewport, acceptDownloads: true });
    page = await context.newPage();
    return page;
  };
  beforeEach(() => open());
  afterEach(() => context?.close());

  const noSideways = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  describe('player search', () => {
    const searchFor = async (text: string) => {
      await page.goto('/players/search');
      await waitForHeading(page, 'Player Search');
      await page.getByTestId('player-search-box').fill(text);
    };
    const expectOnlyLee = async () => {
      await page.getByTestId('player-search-total').filter({ hasText: 'Total Results: 1' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Cardwright' });
      await expect(row.getByRole('cell').allInnerTexts()).resolves.toEqual([
        String(lee.playerNumber),
        'Leona',
        'Cardwright',
      ]);
    };

    it('finds a player by name; the number opens the card, the name the dashboard', async () => {
      await searchFor('cardwri');
      await expectOnlyLee();
      await expect(page.getByRole('columnheader').allInnerTexts()).resolves.toEqual([
        'Player Number',
        'First Name',
        'Last Name',
      ]);
      expect(currentPath(page)).toBe('/players/search?q=cardwri');
      await expect(page.getByRole('link', { name: 'Leona', exact: true }).getAttribute('href')).resolves.toBe(
        `/players/dashboard/${lee.playerNumber}`,
      );
      await page.getByRole('link', { name: `Player card of ${lee.title}` }).click();
      await page.waitForURL(`**/players/card/${lee.playerNumber}`);
    });

    it('finds a player by number and by a pasted card link in either form', async () => {
      await searchFor(String(lee.playerNumber));
      await expectOnlyLee();
      await searchFor(`${app.url}/p/${lee.playerNumber}`);
      await expectOnlyLee();
      await searchFor(`https://old-site.example/p?n=${lee.playerNumber}`);
      await expectOnlyLee();
      await page.getByTestId('player-search-box').fill('zzzz-nobody');
      await page.getByTestId('player-search-total').filter({ hasText: 'Total Results: 0' }).waitFor();
      await page.getByText('No player by that name or number').waitFor();
    });

    it('offers the camera choice None (no camera here) and fits a phone', async () => {
      await open(PHONE_VIEWPORT);
      await searchFor('cardwright');
      await expectOnlyLee();
      await expect(page.getByRole('combobox', { name: 'Camera' }).inputValue()).resolves.toBe('None');
      await noSideways();
      await shoot(page, 'player-pages', 'search-phone');
    });

    it('shows a camera error beside the choice and sets it back to None', async () => {
      // A Chromium with a fake camera, whose use is not allowed: choosing it fails.
      const withCamera = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream'],
      });
      try {
        const cameraPage = await (await withCamera.newContext({ baseURL: app.url })).newPage();
        await cameraPage.goto('/players/search');
        await waitForHydration(cameraPage);
        const choice = cameraPage.getByRole('combobox', { name: 'Camera' });
        await choice.click();
        await cameraPage.getByRole('option').nth(1).click();
        await cameraPage
          .getByTestId('camera-error')
          .filter({ hasText: /^Camera error/ })
          .waitFor();
        await expect(choice.inputValue()).resolves.toBe('None');
      } finally {
        await withCamera.close();
      }
    });

    it('sends the short links /p/{n} and /p?n= to the player dashboard', async () => {
      await page.goto(`/p/${lee.playerNumber}`);
      await page.waitForURL(`**/players/dashboard/${lee.playerNumber}`);
      await page.goto(`/p?n=${lee.playerNumber}`);
      await page.waitForURL(`**/players/dashboard/${lee.playerNumber}`);
    });

    /**
     * The search with a camera whose picture is Lee's card holding `link` (a fake camera playing
     * `cardVideo`), the camera chosen; `beforeLoad` runs in the page first. Answers once the card is
     * read, or throws saying what the camera and the page were doing.
     */
    const scanWithCamera = async (
      link: string,
      scanned: (cameraPage: Page, consoleLines: readonly string[]) => Promise<void>,
      beforeLoad?: () => void,
    ): Promise<void> => {
      const video = await cardVideo(link);
      const withCamera = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      try {
        const cameraContext = await withCamera.newContext({ baseURL: app.url, permissions: ['camera'] });
        // Keeps the canvases the page makes (the reader draws each look on one): a miss then shows what the reader saw.
        await cameraContext.addInitScript(() => {
          const created: HTMLCanvasElement[] = [];
          const createElement = Document.prototype.createElement;
          Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
            const element = createElement.call(this, name, options);
            if (element instanceof HTMLCanvasElement) created.push(element);
            return element;
          } as typeof Document.prototype.createElement;
          (window as unknown as Record<string, HTMLCanvasElement[]>)['createdCanvases'] = created;
        });
        if (beforeLoad) await cameraContext.addInitScript(beforeLoad);
        const cameraPage = await cameraContext.newPage();
        const consoleLines: string[] = [];
        cameraPage.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
        cameraPage.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
        await cameraPage.goto('/players/search');
        await waitForHydration(cameraPage);
        await cameraPage.getByRole('combobox', { name: 'Camera' }).click();
        await cameraPage.getByRole('option').nth(1).click();
        // The card is read, or the camera failed: a failure names itself instead of a timeout.
        const outcome = await cameraPage
          .waitForFunction(
            (number) => {
              const read =
                (document.querySelector('[data-testid="player-search-box"]') as HTMLInputElement | null)?.value ===
                number;
              return read ? 'read' : document.querySelector('[data-testid="camera-error"]')?.textContent;
            },
            String(lee.playerNumber),
            { timeout: 90_000 },
          )
          .catch(async (error: unknown) => {
            // Neither a read nor an error (once, at load 17): say what the camera and the page were doing.
            const state = await cameraPage.evaluate(() => {
              const summarise = (canvas: HTMLCanvasElement) => {
                const context = canvas.getContext('2d');
                if (!context || canvas.width === 0 || canvas.height === 0) return `${canvas.width}x${canvas.height}`;
                const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
                let dark = 0;
                let opaque = 0;
                for (let i = 0; i < pixels.length; i += 4) {
                  if (pixels[i]! < 64) dark += 1;
                  if (pixels[i + 3] === 255) opaque += 1;
                }
                return `${canvas.width}x${canvas.height} dark ${dark} opaque ${opaque}`;
              };
              const drawn = (source: HTMLVideoElement) => {
                const canvas = document.createElement('canvas');
                canvas.width = source.videoWidth;
                canvas.height = source.videoHeight;
                canvas.getContext('2d')?.drawImage(source, 0, 0);
                return canvas;
              };
              // Before this check makes a canvas of its own.
              const readerCanvases = (
                (window as unknown as Record<string, HTMLCanvasElement[]>)['createdCanvases'] ?? []
              ).map(summarise);
              const video = document.querySelector('video');
              const stream = video?.srcObject as MediaStream | null | undefined;
              return {
                choice: (document.querySelector('[data-testid="camera-choice"]') as HTMLInputElement | null)?.value,
                video: video && {
                  readyState: video.readyState,
                  paused: video.paused,
                  currentTime: video.currentTime,
                  size: `${video.videoWidth}x${video.videoHeight}`,
                  tracks: stream?.getTracks().map((track) => `${track.kind} ${track.readyState} ${track.label}`),
                  // The reader's looks at the picture since the camera last started (qr-camera.tsx).
                  looks: video.dataset['looks'],
                  lastLook: video.dataset['lastLook'],
                  // What a look at the picture now sees: a blank or cut frame reads as no code.
                  frame: summarise(drawn(video)),
                },
                // The reader's own canvases: the size each took when its start began, and its last look.
                readerCanvases,
                search: (document.querySelector('[data-testid="player-search-box"]') as HTMLInputElement | null)?.value,
              };
            });
            throw new Error(`no card read in 90 s: ${JSON.stringify(state)}; console: ${consoleLines.join(' | ')}`, {
              cause: error,
            });
          });
        await expect(outcome.jsonValue()).resolves.toBe('read');
        await cameraPage.getByTestId('player-search-total').filter({ hasText: 'Total Results: 1' }).waitFor();
        await scanned(cameraPage, consoleLines);
      } finally {
        await withCamera.close();
      }
    };

    it('reads a card held to the camera into the search, and ignores the same card again within the scan delay', async () => {
      await scanWithCamera(`${app.url}/p/${lee.playerNumber}`, async (cameraPage) => {
        const box = cameraPage.getByTestId('player-search-box');
        await box.fill('');
        await cameraPage.waitForTimeout(2_000);
        await expect(box.inputValue()).resolves.toBe('');
      });
    });

    it("reads a card whose code the camera's first reader cannot make out (its second reader does)", async () => {
      const link = aLinkOnlyTheSecondReaderReads(lee.playerNumber);
      await scanWithCamera(link, async (cameraPage) => {
        await expect(cameraPage.getByTestId('player-search-box').inputValue()).resolves.toBe(String(lee.playerNumber));
      });
    });

    it("reads the card on a busy phone whose first play() fails: the picture plays by itself, the reader's start never ends, and the camera starts again", async () => {
      // The reader's library then waits for a 'canplay' that came while play() was failing, and, as
      // the picture plays (autoplay), never ends its start: a live picture nothing reads.
      await scanWithCamera(
        `${app.url}/p/${lee.playerNumber}`,
        async (cameraPage, consoleLines) => {
          expect(consoleLines).toContain('warning: Camera: the picture was not being read; starting the camera again');
          // The picture goes on (the stalled start, ending late, does not clear the new one): the next card is read too.
          await cameraPage.waitForFunction(() => {
            const video = document.querySelector('video');
            return video !== null && video.srcObject !== null && !video.paused && video.readyState > 2;
          });
        },
        () => {
          const play = HTMLMediaElement.prototype.play;
          let plays = 0;
          HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
            plays += 1;
            if (plays > 1) return play.call(this);
            return new Promise<void>((_, reject) =>
              setTimeout(() => reject(new DOMException('The play() request was interrupted', 'AbortError')), 1_000),
            );
          };
        },
      );
    });
  });

  describe('player card', () => {
    const downloadPng = async (design: 'v3' | 'v2') => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(`card-download-${design}`).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`player-card-${lee.playerNumber}-${design}.png`);
      return PNG.sync.read(await readFile((await download.path())!));
    };

    it('shows both designs with the name; each downloads a 1016 x 640 PNG whose QR code is {site}/p/{number}', async () => {
      await page.goto(`/players/card/${lee.playerNumber}`);
      await page.getByTestId('card-name').filter({ hasText: 'Leona Cardwright' }).waitFor();
      for (const design of ['v3', 'v2'] as const) {
        const image = page.getByTestId(`card-image-${design}`);
        await image.waitFor();
        await expect(
          image.evaluate((img: HTMLImageElement) => [
            img.naturalWidth,
            img.naturalHeight,
            img.getBoundingClientRect().width,
          ]),
        ).resolves.toEqual([1016, 640, 1016]);
        const png = await downloadPng(design);
        expect([png.width, png.height]).toEqual([1016, 640]);
        const qr = jsQR(Uint8ClampedArray.from(png.data), png.width, png.height);
        expect(qr?.data).toBe(`${app.url}/p/${lee.playerNumber}`);
      }
      await expect(page.getByTestId('card-request-v3').getAttribute('href')).resolves.toBe(
        `/players/card/request/${lee.playerNumber}`,
      );
      await shoot(page, 'player-pages', 'card-laptop');
    });

    it('is halved at 960 px and below, and fits a phone', async () => {
      await open({ width: 960, height: 800 });
      await page.goto(`/players/card/${lee.playerNumber}`);
      await page.getByTestId('card-image-v2').waitFor();
      await expect(
        page.getByTestId('card-image-v2').evaluate((img) => img.getBoundingClientRect().width),
      ).resolves.toBe(508);
      await open(PHONE_VIEWPORT);
      await page.goto(`/players/card/${lee.playerNumber}`);
      await page.getByTestId('card-image-v3').waitFor();
      await noSideways();
      await shoot(page, 'player-pages', 'card-phone');
    });

    it('shows Your Name Here and 9999999 without a number, and Unknown Player for a number nobody has', async () => {
      await page.goto('/players/card');
      await page.getByTestId('card-name').filter({ hasText: 'Your Name Here' }).waitFor();
      await page.getByText('Player Number 9999999').waitFor();
      const png = await (async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('card-download-v2').click(),
        ]);
        return PNG.sync.read(await readFile((await download.path())!));
      })();
      expect(jsQR(Uint8ClampedArray.from(png.data), png.width, png.height)?.data).toBe(`${app.url}/p/9999999`);
      await page.goto('/players/card/1234567');
      await page.getByTestId('card-name').filter({ hasText: 'Unknown Player' }).waitFor();
    });
  });

  describe('card request', () => {
    it('asks a visitor to log in, refuses blank instructions, then says Request submitted and the staff get the mail', async () => {
      const player = app.roles.player;
      await page.goto(`/players/card/${player.playerNumber}`);
      await page.getByTestId('card-request-v2').click();
      await page.waitForURL('**/users/login');
      await logIn(page, 'player');
      await page.waitForURL(`**/players/card/request/${player.playerNumber}`);
      const form = page.getByRole('form', { name: 'Card request' });
      await expect(form.getByRole('textbox', { name: 'Player Number' }).inputValue()).resolves.toBe(
        String(player.playerNumber),
      );
      await expect(
        form.getByRole('textbox', { name: 'Player Number' }).getAttribute('readonly'),
      ).resolves.not.toBeNull();
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await expectFormHeading(form, 'error', 'Missing delivery instructions');
      await form.getByRole('textbox', { name: 'Delivery Instructions' }).fill('x'.repeat(140));
      await expect(form.getByRole('textbox', { name: 'Delivery Instructions' }).inputValue()).resolves.toHaveLength(
        128,
      );
      await form
        .getByRole('textbox', { name: 'Delivery Instructions' })
        .fill('Give it to me at the Thursday game, Browser Arms');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await expectFormHeading(form, 'success', 'Request submitted');
      await shoot(page, 'player-pages', 'card-request');
      await eventually(
        async () => {
          const mail = smtp.received.find(
            (received) =>
              mailText(received.raw).includes('Thursday game, Browser Arms') &&
              received.to.includes('manager@test.example'),
          );
          expect(mail).toBeDefined();
        },
        { timeoutMs: 15_000 },
      );
    });

    it("issue 19 item 10: offers Request Player Card only where it can pass: a player on their own card, staff on anyone's", async () => {
      const player = app.roles.player;
      await logIn(page, 'player');
      // Someone else's card: no request button, a pointer to their own instead.
      await page.goto(`/players/card/${lee.playerNumber}`);
      await page.getByTestId('card-name').filter({ hasText: 'Leona Cardwright' }).waitFor();
      await page.getByTestId('card-request-own-only').waitFor();
      await expect(page.getByTestId('card-request-v3').count()).resolves.toBe(0);
      await expect(page.getByTestId('card-request-v2').count()).resolves.toBe(0);
      // Their own card: offered.
      await page.goto(`/players/card/${player.playerNumber}`);
      await page.getByTestId('card-request-v3').waitFor();
      await expect(page.getByTestId('card-request-own-only').count()).resolves.toBe(0);
      // The request form for another number says so before anything is typed, and links to their own.
      await page.goto(`/players/card/request/${lee.playerNumber}`);
      await page.getByTestId('card-request-not-own').waitFor();
      await expect(page.getByRole('button', { name: 'Submit Request' }).count()).resolves.toBe(0);
      await page.getByRole('link', { name: `Request your own card (${player.playerNumber})` }).click();
      await page.waitForURL(`**/players/card/request/${player.playerNumber}`);
      await page.getByRole('button', { name: 'Submit Request' }).waitFor();

      // An assistant hands cards out: offered on anyone's card.
      await open();
      await logInThroughApi(page, 'assistant');
      await page.goto(`/players/card/${lee.playerNumber}`);
      await page.getByTestId('card-request-v2').waitFor();
      await page.goto(`/players/card/request/${lee.playerNumber}`);
      await page.getByRole('button', { name: 'Submit Request' }).waitFor();
    });

    it('says Missing player number when the user has none to ask for', async () => {
      const numberless = await aPlayer(app, { firstName: 'No', lastName: 'Number', userName: 'numberless' });
      await app.sql('update players set player_number = 0 where player_id = ?', [numberless.playerID]);
      await logInThroughApi(page, 'numberless');
      await page.goto('/players/card/request');
      const form = page.getByRole('form', { name: 'Card request' });
      await form.getByRole('textbox', { name: 'Delivery Instructions' }).fill('Anywhere');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await expectFormHeading(form, 'error', 'Missing player number');
    });
  });

  describe('scanner setup', () => {
    it('lists the steps in order with their codes, and the test field names the scanned player or No Name', async () => {
      await logInThroughApi(page, 'assistant');
      await page.goto('/update/scanner');
      await waitForHeading(page, 'Scanner Setup');
      const steps = await page.locator('[data-testid^="scanner-step-"] h2').allInnerTexts();
      expect(steps).toEqual([
        '1. Trigger mode',
        '2. Bluetooth pairing',
        '3. Carriage-return suffix',
        '4. Scanner prefix',
        '5. Semicolon prefix for player cards',
        '6. Test scan',
        '7. Sleep after 30 minutes',
        '8. Presentation mode',
        '9. Sleep now',
      ]);
      await expect(page.locator('[data-testid^="scanner-no-code-"]').count()).resolves.toBe(8);
      for (const testId of ['scanner-test-qr', 'scanner-test-code128']) {
        const code = page.getByTestId(testId);
        await expect(code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 50)).resolves.toBe(
          true,
        );
      }
      const field = page.getByTestId('scanner-test-field');
      await field.fill(`;${app.url}/p/${lee.playerNumber}`);
      await field.press('Enter');
      await page.getByTestId('scanner-test-name').filter({ hasText: 'Leona Cardwright' }).waitFor();
      await field.fill(';1234');
      await field.press('Enter');
      await page.getByTestId('scanner-test-name').filter({ hasText: 'No Name' }).waitFor();
      await open(PHONE_VIEWPORT);
      await logInThroughApi(page, 'assistant');
      await page.goto('/update/scanner');
      await page.getByTestId('scanner-test-field').waitFor();
      await noSideways();
      await shoot(page, 'player-pages', 'scanner-phone');
    });

    it('is closed to a player', async () => {
      await logInThroughApi(page, 'player');
      await page.goto('/update/scanner');
      await page.waitForURL('**/unauthorized');
    });
  });
});
