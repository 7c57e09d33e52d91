/**
 * Merging duplicate players on Manage Players (/update/players) in a real headless Chromium
 * against the real server and the built site: a manager opens the player who stays, merges
 * the duplicate into it and sees the history on the survivor's record; a refusal (both
 * played one game) is shown in the server's words at phone size; an assistant sees the
 * history but no merge panel.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, logInThroughApi, PHONE_VIEWPORT, shoot } from '../support/browser.js';
import { aGameWithEntries, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { api } from '../support/api.js';

const SCREEN = '/update/players';
const SLOW = 180_000;

const option = (page: Page, player: BuiltPlayer) =>
  page.getByRole('option', { name: new RegExp(`#${player.playerNumber}\\)$`) });

/** Opens a record with Manage Players' own picker ("Find a player"). */
async function openRecord(page: Page, search: string, player: BuiltPlayer): Promise<void> {
  await page.getByRole('combobox', { name: 'Find a player' }).fill(search);
  await option(page, player).click();
}

/** Types into one of the merge panel's pickers and picks the player by number. */
async function pick(page: Page, label: string, search: string, player: BuiltPlayer): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await option(page, player).click();
}

describe('Merging duplicate players on Manage Players in the browser', () => {
  const suite = browserSuite();

  it(
    "lets a manager merge a duplicate into the open record, and shows the history on the survivor's record",
    async () => {
      const { page, testApp } = suite;
      const [keeper, duplicate] = await somePlayers(testApp, 2, { firstName: 'Riley', lastName: 'Keeperson' });
      await aGameWithEntries(testApp, 4, { ended: true, players: [duplicate!, ...(await somePlayers(testApp, 3))] });

      await logInThroughApi(page, 'manager');
      await page.goto(SCREEN);
      await page.getByRole('heading', { level: 1, name: 'Manage Players' }).waitFor();
      await openRecord(page, 'Keeperson', keeper!);
      const panel = page.getByTestId('merge-players-panel');
      // The open record is the player who stays.
      await page.waitForFunction(
        (label) =>
          (document.querySelector('[data-testid="merge-survivor"]') as HTMLInputElement | null)?.value === label,
        `Riley Keeperson (#${keeper!.playerNumber})`,
      );
      await page.getByTestId('merge-history').getByText('No records merged into this player.').waitFor();

      await pick(page, 'Duplicate to merge', 'Keeperson', duplicate!);
      const preview = panel.getByTestId('merge-preview');
      await preview.waitFor();
      expect(await preview.innerText()).toContain(
        `Riley Keeperson (#${keeper!.playerNumber}) stays. The point records, card requests`,
      );
      expect(await preview.innerText()).toContain(
        `number #${duplicate!.playerNumber} becomes one of its alternate numbers`,
      );
      expect(await preview.innerText()).toContain('This cannot be undone.');
      // Nothing happens before the confirm step.
      await panel.getByTestId('merge-start').click();
      expect(await testApp.sql('select 1 from players where player_id = ?', [duplicate!.playerID])).toHaveLength(1);
      await panel.getByTestId('merge-confirm').click();

      const done = panel.getByTestId('merge-done');
      await done.waitFor();
      expect(await done.innerText()).toContain(
        `Players merged: Riley Keeperson (#${duplicate!.playerNumber}) into Riley Keeperson, 1 point record`,
      );
      const row = page.getByTestId('merge-history-row');
      await row.waitFor();
      expect(await row.innerText()).toContain(`(#${duplicate!.playerNumber}, player ${duplicate!.playerID}) merged on`);
      expect(await row.innerText()).toContain('by Maria Manager: 1 point record.');
      expect(await testApp.sql('select 1 from players where player_id = ?', [duplicate!.playerID])).toHaveLength(0);
      // The survivor's form starts again from the merged record: saving it keeps the old number.
      const alternates = page
        .getByRole('form', { name: 'Player' })
        .getByRole('textbox', { name: 'Alternate Player Numbers' });
      await page.waitForFunction(
        (number) => [...document.querySelectorAll('input')].some((input) => input.value === number),
        String(duplicate!.playerNumber),
      );
      expect(await alternates.inputValue()).toBe(String(duplicate!.playerNumber));
      await shoot(page, 'player-merge', 'merged-laptop');

      // The old number now opens the survivor's record.
      await page.reload();
      await page.getByRole('combobox', { name: 'Find a player' }).fill(String(duplicate!.playerNumber));
      await option(page, keeper!).waitFor();
    },
    SLOW,
  );

  it(
    "shows the server's refusal when both played the same game, at phone size",
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      const { testApp } = suite;
      const [first, second] = await somePlayers(testApp, 2, { firstName: 'Jo', lastName: 'Twiceplayed' });
      await aGameWithEntries(testApp, 4, {
        ended: true,
        players: [first!, second!, ...(await somePlayers(testApp, 2))],
      });

      await logInThroughApi(page, 'manager');
      await page.goto(SCREEN);
      await page.getByRole('heading', { level: 1, name: 'Manage Players' }).waitFor();
      await pick(page, 'Player who stays', 'Twiceplayed', first!);
      await pick(page, 'Duplicate to merge', 'Twiceplayed', second!);
      await page.getByTestId('merge-start').click();
      await page.getByTestId('merge-confirm').click();
      const error = page.getByTestId('merge-error');
      await error.waitFor();
      expect(await error.innerText()).toBe('Unable to merge: both players played in the same game (1 game)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await shoot(page, 'player-merge', 'refused-phone');
      expect(
        await testApp.sql('select 1 from players where player_id in (?, ?)', [first!.playerID, second!.playerID]),
      ).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'shows an assistant the history of a record, without the merge panel',
    async () => {
      const { page, testApp } = suite;
      const [stays, goes] = await somePlayers(testApp, 2, { firstName: 'Alex', lastName: 'Historyshown' });
      const manager = await testApp.login('manager');
      expect(
        (
          await api(testApp)
            .as(manager)
            .post('/v1/player/merge', { data: { survivorID: stays!.playerID, duplicateID: goes!.playerID } })
        ).status,
      ).toBe(200);

      await logInThroughApi(page, 'assistant');
      await page.goto(SCREEN);
      await page.getByRole('heading', { level: 1, name: 'Manage Players' }).waitFor();
      await openRecord(page, 'Historyshown', stays!);
      const row = page.getByTestId('merge-history-row');
      await row.waitFor();
      expect(await row.innerText()).toContain(
        `Alex Historyshown (#${goes!.playerNumber}, player ${goes!.playerID}) merged on`,
      );
      expect(await page.getByTestId('merge-players-panel').count()).toBe(0);
    },
    SLOW,
  );
});
