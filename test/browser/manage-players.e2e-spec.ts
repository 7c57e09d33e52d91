/**
 * Manage Players (/update/players) and Edit Profile (/users/profile) in a real headless
 * Chromium against the real server and the built site: an assistant finds, edits and adds
 * players; an admin sees the banned field the assistant does not; a player edits their own
 * profile without ever seeing the staff fields; the form works at 375 px.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis.
 */
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, expectFormHeading, logInThroughApi, PHONE_VIEWPORT, shoot } from '../support/browser.js';
import { aPlayer, somePlayers } from '../support/builders.js';
import { aPng } from '../support/images.js';

const SLOW = 180_000;

const playerForm = (page: Page): Locator => page.getByRole('form', { name: 'Player' });

const pickerBox = (page: Page): Locator =>
  page.getByRole('combobox', { name: 'Find a player' }).or(page.getByRole('textbox', { name: 'Find a player' }));

/** Types in the picker's search box and picks the match. */
async function pickPlayer(page: Page, text: string, optionName: string | RegExp): Promise<void> {
  const box = pickerBox(page);
  await box.fill(text);
  await page.getByRole('option', { name: optionName }).click();
}

const stored = async (suite: ReturnType<typeof browserSuite>, playerID: number) =>
  (
    await suite.testApp.sql<Record<string, unknown>>(
      'select first_name as "firstName", title, phone, suspended, notes, banned, user_type as "userType", unverified, player_number as "playerNumber" from players where player_id = ?',
      [playerID],
    )
  )[0]!;

describe('Manage Players and Edit Profile in the browser', () => {
  const suite = browserSuite();

  it(
    'lets an assistant find a player by name and by number, edit them, and add a new one',
    async () => {
      const { page, testApp } = suite;
      const [walkIn] = await somePlayers(testApp, 1, { firstName: 'Wanda', lastName: 'Browserfind' });
      await logInThroughApi(page, 'assistant');
      await page.goto('/update/players');
      await page.getByRole('heading', { level: 1, name: 'Manage Players' }).waitFor();
      const form = playerForm(page);
      await expectFormHeading(form, 'status', 'Add a player below.');

      // Find by name, then edit.
      await pickPlayer(page, 'browserfind', /Wanda Browserfind/);
      await expectFormHeading(form, 'status', 'Update the player below.');
      expect(await form.getByLabel('First Name').inputValue()).toBe('Wanda');
      // The assistant sees the host-flag fields but not "Banned" (admins and up).
      await form.getByLabel('Suspended').waitFor();
      await form.getByLabel('Notes').waitFor();
      expect(await form.getByLabel('Banned').count()).toBe(0);

      await form.getByLabel('Phone').fill('253-555-0199');
      await form.getByLabel('Notes').fill('Showed ID at the door');
      await form.getByLabel('Unverified').uncheck();
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Player updated');
      expect(await stored(suite, walkIn!.playerID)).toMatchObject({
        phone: '253-555-0199',
        notes: 'Showed ID at the door',
        unverified: false,
      });

      // The picture goes to the picked player (not the assistant), written at once by the upload.
      await form
        .getByTestId('image-upload')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'wanda.png', mimeType: 'image/png', buffer: await aPng(40, 30) });
      await form.getByTestId('image-upload-notice').getByText('Image saved').waitFor();
      const [image] = await testApp.sql<{ profile_image: string | null }>(
        'select profile_image from players where player_id = ?',
        [walkIn!.playerID],
      );
      expect(image!.profile_image).toMatch(/\.png$/);
      expect(await form.getByTestId('image-upload-preview').getAttribute('src')).toBe(
        `/v1/player/image/${image!.profile_image}`,
      );
      // Saving the form afterwards keeps the new picture.
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Player updated');
      expect(
        (
          await testApp.sql<{ profile_image: string | null }>('select profile_image from players where player_id = ?', [
            walkIn!.playerID,
          ])
        )[0]!.profile_image,
      ).toBe(image!.profile_image);

      // Find by number.
      await pickPlayer(page, String(suite.testApp.roles.player.playerNumber), /Pat Player/);
      expect(await form.getByLabel('First Name').inputValue()).toBe('Pat');

      // A refusal in the server's words, under its input; then a new player.
      await page.getByRole('button', { name: 'New Player' }).click();
      await expectFormHeading(form, 'status', 'Add a player below.');
      await form.getByText('Save the new player first, then add their picture.').waitFor();
      await form.getByLabel('First Name').fill('Newt');
      await form.getByLabel('Last Name').fill('Browseradd');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'error', 'The "Email" field is required.');
      expect(await form.getByRole('textbox', { name: 'Email', exact: true }).getAttribute('aria-invalid')).toBe('true');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('newt@browser.example');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Player added');
      const [added] = await testApp.sql<{ playerID: number; playerNumber: number; unverified: boolean; title: string }>(
        'select player_id as "playerID", player_number as "playerNumber", unverified, title from players where last_name = ?',
        ['Browseradd'],
      );
      expect(added).toMatchObject({ unverified: true, title: 'Newt Browseradd' });
      expect(added!.playerNumber).toBeGreaterThanOrEqual(9_000_000);
      // The form now shows the saved player with the number the server gave.
      expect(await form.getByRole('textbox', { name: 'Player Number', exact: true }).inputValue()).toBe(
        String(added!.playerNumber),
      );
      await shoot(page, 'manage-players', 'assistant-laptop');
    },
    SLOW,
  );

  it(
    "issue 19 item 11: warns before adding a player with an existing player's name and email, opens that player, or adds anyway",
    async () => {
      const { page, testApp } = suite;
      const existing = await aPlayer(testApp, {
        firstName: 'Dora',
        lastName: 'Dupecheck',
        email: 'dora.dupecheck@test.example',
      });
      const count = async () =>
        (await testApp.sql<{ n: number }>("select count(*)::int as n from players where last_name = 'Dupecheck'"))[0]!
          .n;
      await logInThroughApi(page, 'manager');
      await page.goto('/update/players');
      const form = playerForm(page);
      await expectFormHeading(form, 'status', 'Add a player below.');
      await form.getByLabel('First Name').fill('Dora');
      await form.getByLabel('Last Name').fill('Dupecheck');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('DORA.dupecheck@test.example');
      await form.getByRole('button', { name: 'Save' }).click();
      const warning = form.getByTestId('player-duplicate');
      await warning
        .getByText(`A player with this name and email exists (#${existing.playerNumber}). Add anyway?`)
        .waitFor();
      expect(await count()).toBe(1);
      await shoot(page, 'manage-players', 'duplicate-warning');

      // Open the existing player: the form shows them, and Merge players is beside it.
      await warning.getByRole('button', { name: `Open #${existing.playerNumber}` }).click();
      await expectFormHeading(form, 'status', 'Update the player below.');
      expect(await form.getByRole('textbox', { name: 'Player Number', exact: true }).inputValue()).toBe(
        String(existing.playerNumber),
      );
      await page.getByRole('heading', { name: 'Merge players' }).waitFor();

      // Back to a new player: Add anyway saves it.
      await page.getByRole('button', { name: 'New Player' }).click();
      await form.getByLabel('First Name').fill('Dora');
      await form.getByLabel('Last Name').fill('Dupecheck');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('dora.dupecheck@test.example');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByTestId('player-duplicate').getByRole('button', { name: 'Add anyway' }).click();
      await expectFormHeading(form, 'success', 'Player added');
      expect(await count()).toBe(2);
      await expect(form.getByTestId('player-duplicate').count()).resolves.toBe(0);
    },
    SLOW,
  );

  it(
    'shows an admin the banned field, which the admin can set',
    async () => {
      const { page, testApp } = suite;
      const [target] = await somePlayers(testApp, 1, { firstName: 'Bart', lastName: 'Browserban' });
      await logInThroughApi(page, 'admin');
      await page.goto('/update/players');
      await pickPlayer(page, 'browserban', /Bart Browserban/);
      const form = playerForm(page);
      await form.getByLabel('Banned').check();
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Player updated');
      expect((await stored(suite, target!.playerID)).banned).toBe(true);
    },
    SLOW,
  );

  it(
    'lets a player edit their own profile, without the staff fields, their number or their user type',
    async () => {
      const { page, testApp } = suite;
      const me = await aPlayer(testApp, { firstName: 'Prue', lastName: 'Profile' });
      await testApp.sql("update players set notes = 'secret staff note', suspended = false where player_id = ?", [
        me.playerID,
      ]);
      await logInThroughApi(page, me.userName!);
      await page.goto('/users/profile');
      await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
      const form = playerForm(page);
      await expectFormHeading(form, 'status', 'Update your profile below.');
      expect(await form.getByLabel('First Name').inputValue()).toBe('Prue');
      for (const label of ['Unverified', 'Suspended', 'Banned', 'Notes'])
        expect(await form.getByLabel(label).count()).toBe(0);
      expect(await page.getByText('secret staff note').count()).toBe(0);
      // Shown, but not theirs to change.
      expect(
        await form.getByRole('textbox', { name: 'Player Number', exact: true }).getAttribute('readonly'),
      ).not.toBeNull();
      expect(await form.getByLabel('User Type').getAttribute('readonly')).not.toBeNull();
      expect(await form.getByRole('button', { name: 'Delete' }).count()).toBe(0);

      await form.getByLabel('First Name').fill('Prudence');
      await form.getByLabel('Full Name').fill('');
      await form.getByLabel('Pronouns').fill('she/her');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Profile updated');
      expect(await stored(suite, me.playerID)).toMatchObject({
        firstName: 'Prudence',
        title: 'Prudence Profile',
        notes: 'secret staff note',
        userType: 1,
      });

      // Manage Players is for assistants and up.
      await page.goto('/update/players');
      await page.waitForURL('**/unauthorized');
    },
    SLOW,
  );

  it(
    'asks for the current password when a player changes their own email (security review 6b)',
    async () => {
      const { page, testApp } = suite;
      const me = await aPlayer(testApp, { firstName: 'Cora', lastName: 'Currentpass' });
      await logInThroughApi(page, me.userName!);
      await page.goto('/users/profile');
      const form = playerForm(page);
      await expectFormHeading(form, 'status', 'Update your profile below.');
      const currentPassword = form.getByLabel('Current Password');
      // Nothing asked while the email and user name stay as they are.
      await form.getByLabel('City').fill('Tacoma');
      expect(await currentPassword.count()).toBe(0);

      await form.getByLabel('Email', { exact: true }).fill('cora.new@elsewhere.example');
      await currentPassword.waitFor();
      await shoot(page, 'manage-players', 'current-password');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Please enter your current password to change your email or user name').first().waitFor();
      expect(
        (await testApp.sql<{ email: string }>('select email from players where player_id = ?', [me.playerID]))[0]!
          .email,
      ).toBe(me.email);

      await currentPassword.fill('not-my-password');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Your current password is not correct').first().waitFor();

      await currentPassword.fill(me.password);
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Profile updated');
      expect(
        (await testApp.sql<{ email: string }>('select email from players where player_id = ?', [me.playerID]))[0]!
          .email,
      ).toBe('cora.new@elsewhere.example');
      // Saved: the password input goes away again.
      await currentPassword.waitFor({ state: 'detached' });
    },
    SLOW,
  );

  it(
    'works at 375 px: the picker above the form, nothing wider than the screen',
    async () => {
      const page = await suite.reopen(PHONE_VIEWPORT);
      await somePlayers(suite.testApp, 1, { firstName: 'Phil', lastName: 'Phonewidth' });
      await logInThroughApi(page, 'assistant');
      await page.goto('/update/players');
      const form = playerForm(page);
      await expectFormHeading(form, 'status', 'Add a player below.');
      await pickPlayer(page, 'phonewidth', /Phil Phonewidth/);
      await expectFormHeading(form, 'status', 'Update the player below.');
      await shoot(page, 'manage-players', 'phone-375');
      const box = async (locator: Locator) => (await locator.boundingBox())!;
      const picker = await box(pickerBox(page));
      const formBox = await box(form);
      expect(picker.y + picker.height).toBeLessThanOrEqual(formBox.y);
      expect(formBox.width).toBeGreaterThan(PHONE_VIEWPORT.width * 0.8);
      const save = await box(form.getByRole('button', { name: 'Save' }));
      expect(save.height).toBeGreaterThanOrEqual(40);
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await form.getByLabel('City').fill('Olympia');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFormHeading(form, 'success', 'Player updated');
    },
    SLOW,
  );
});
