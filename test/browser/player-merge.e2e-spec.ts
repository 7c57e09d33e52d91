/**
 * Merge Players (/update/players/merge) in a real headless Chromium against the real server
 * and the built site: a manager merges a duplicate into the player who stays and sees the
 * history on the survivor; a refusal (both played one game) is shown in the server's words;
 * a player is turned away.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, logIn, PHONE_VIEWPORT, shoot } from '../support/browser.js';
import { aGameWithEntries, somePlayers, type BuiltPlayer } from '../support/builders.js';

const SCREEN = '/update/players/merge';
const SLOW = 180_000;

/** Types into a picker and picks the player by their number. */
async function pick(page: Page, label: string, search: string, player: BuiltPlayer): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: new RegExp(`#${player.playerNumber}\\)`) }).click();
}

describe('Merge Players (/update/players/merge) in the browser', () => {
  const suite = browserSuite();

  it('lets a manager merge a duplicate into the player who stays, and shows the history on the survivor', async () => {
    const { page, testApp } = suite;
    const [keeper, duplicate] = await somePlayers(testApp, 2, { firstName: 'Riley', lastName: 'Keeperson' });
    await aGameWithEntries(testApp, 4, { ended: true, players: [duplicate!, ...(await somePlayers(testApp, 3))] });

    await logIn(page, 'manager');
    await page.getByTestId('user-menu-merge-players').click();
    await page.getByRole('heading', { level: 1, name: 'Merge Players' }).waitFor();

    await pick(page, 'Player who stays', 'Keeperson', keeper!);
    await pick(page, 'Duplicate to merge', 'Keeperson', duplicate!);
    const preview = page.getByTestId('merge-preview');
    await preview.waitFor();
    expect(await preview.innerText()).toContain(`Riley Keeperson (#${keeper!.playerNumber}) stays. The point records, card requests`);
    expect(await preview.innerText()).toContain(`number #${duplicate!.playerNumber} becomes one of its alternate numbers`);
    expect(await preview.innerText()).toContain('This cannot be undone.');
    // Nothing happens before the confirm step.
    await page.getByTestId('merge-start').click();
    expect(await testApp.sql('select 1 from players where player_id = ?', [duplicate!.playerID])).toHaveLength(1);
    await page.getByTestId('merge-confirm').click();

    const done = page.getByTestId('merge-done');
    await done.waitFor();
    expect(await done.innerText()).toContain(`Players merged: Riley Keeperson (#${duplicate!.playerNumber}) into Riley Keeperson, 1 point record`);
    const row = page.getByTestId('merge-history-row');
    await row.waitFor();
    expect(await row.innerText()).toContain(`(#${duplicate!.playerNumber}, player ${duplicate!.playerID}) merged on`);
    expect(await row.innerText()).toContain('by Maria Manager: 1 point record.');
    expect(await testApp.sql('select 1 from players where player_id = ?', [duplicate!.playerID])).toHaveLength(0);
    await shoot(page, 'player-merge', 'merged-laptop');

    // The old number now finds the survivor in the picker's search.
    await page.reload();
    const input = page.getByRole('combobox', { name: 'Player who stays' });
    await input.click();
    await input.fill(String(duplicate!.playerNumber));
    await page.getByRole('option', { name: new RegExp(`#${keeper!.playerNumber}\\)`) }).waitFor();
  }, SLOW);

  it("shows the server's refusal when both played the same game, at phone size", async () => {
    const page = await suite.reopen(PHONE_VIEWPORT);
    const { testApp } = suite;
    const [first, second] = await somePlayers(testApp, 2, { firstName: 'Jo', lastName: 'Twiceplayed' });
    await aGameWithEntries(testApp, 4, { ended: true, players: [first!, second!, ...(await somePlayers(testApp, 2))] });

    await logIn(page, 'manager');
    await page.goto(SCREEN);
    await page.getByRole('heading', { level: 1, name: 'Merge Players' }).waitFor();
    await pick(page, 'Player who stays', 'Twiceplayed', first!);
    await pick(page, 'Duplicate to merge', 'Twiceplayed', second!);
    await page.getByTestId('merge-start').click();
    await page.getByTestId('merge-confirm').click();
    const error = page.getByTestId('merge-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Unable to merge: both players played in the same game (1 game)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await shoot(page, 'player-merge', 'refused-phone');
    expect(await testApp.sql('select 1 from players where player_id in (?, ?)', [first!.playerID, second!.playerID])).toHaveLength(2);
  }, SLOW);

  it('turns a player away', async () => {
    const { page } = suite;
    await logIn(page, 'player');
    await page.goto(SCREEN);
    await page.waitForURL(/\/unauthorized/);
  }, SLOW);
});
