/**
 * The points screen (/update/points/{gameID}) as the browser suites drive it: the host
 * agreement, a keyboard-wedge scan, the table, and the writes kept in IndexedDB.
 */
import type { Locator, Page } from 'playwright-core';

export const pointsTable = (page: Page): Locator => page.getByRole('table', { name: 'Points' });
export const bodyRows = (page: Page): Locator => pointsTable(page).locator('tbody tr');
export const scanInput = (page: Page): Locator => page.getByTestId('scan-input');

/** What a keyboard-wedge scanner does: types the characters, then Enter, into whatever has the focus. */
export async function scan(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 5 });
  await page.keyboard.press('Enter');
}

/**
 * Accepts the host agreement: through its screen when it is built (tick, Manage
 * Points), else with POST /v1/user/agreement under the page's own session, then
 * opens the points screen.
 */
export async function acceptAgreementAndOpen(page: Page, gameID: number): Promise<void> {
  await page.goto(`/update/agreement/${gameID}`);
  const tick = page.getByRole('checkbox');
  const hasScreen = await tick
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (hasScreen) {
    await tick.first().check();
    await page.getByRole('button', { name: 'Manage Points' }).click();
    await page.waitForURL(`**/update/points/${gameID}`);
  } else {
    await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('league.session') ?? '{}') as {
        authToken: string;
        playerID: number;
      };
      const answer = await fetch('/v1/user/agreement', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.authToken}` },
        body: JSON.stringify({
          data: { accepted: true },
          auth: { userID: session.playerID, authToken: session.authToken },
        }),
      });
      if (!answer.ok) throw new Error(`agreement answered ${answer.status}`);
      localStorage.setItem('league.session', JSON.stringify({ ...session, hostMode: true }));
    });
    await page.goto(`/update/points/${gameID}`);
  }
  await page.getByTestId('points-title').waitFor();
  await pointsTable(page).waitFor();
}

/** How many writes the page keeps in IndexedDB (web/src/features/points/hooks/use-point-writes.ts): none once all are answered. */
export const keptWrites = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('league-point-writes');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) return resolve(0);
          const count = db.transaction('writes').objectStore('writes').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
