/**
 * Manage Venues (/update/venues) in a real headless Chromium against the real
 * server and the built site: a manager adds, refuses, edits and deletes a venue
 * and its recurring event; a player is turned away.
 *
 * Build the site first (`npm run build:web`); needs PostgreSQL and Redis
 * (DATABASE_URL / REDIS_URL, as `npm test` sets them).
 */
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, expectFormHeading, logIn, logInThroughApi, PHONE_VIEWPORT, shoot } from '../support/browser.js';
import { aVenueWithSeries } from '../support/builders.js';
import { call } from '../support/test-app.js';

/** The test clock: the site sends it to the server as X-Test-Today, so both agree on "today". */
const TODAY = '2026-03-10';
/** "Active venues only" asks for venues active since today minus 180 days. */
const ACTIVE_SINCE = '2025-09-11';
const SCREEN = `/update/venues?today=${TODAY}`;
const VENUE = 'Browser Test Tavern';
const BUILT_TITLE = `${VENUE} - Tuesdays 7:00 PM`;
const REBUILT_TITLE = `${VENUE} - Every other Tuesday 7:30 PM`;

const SLOW = 180_000;

const venueForm = (page: Page): Locator => page.getByRole('form', { name: 'Venue' });
const eventForm = (page: Page): Locator => page.getByRole('form', { name: 'Event' });
const venueList = (page: Page): Locator => page.getByRole('navigation', { name: 'Venues' });
const eventList = (page: Page): Locator => page.getByRole('navigation', { name: 'Events' });
const listEntry = (list: Locator, title: string): Locator => list.getByRole('button', { name: title });

async function saveForm(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
}

/** Delete, then confirm in the dialog. */
async function deleteAndConfirm(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('Manage Venues (/update/venues) in the browser', () => {
  const suite = browserSuite();

  it(
    'lets a manager add, refuse, edit and delete a venue and its event',
    async () => {
      const { page } = suite;
      await logIn(page, 'manager');
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(SCREEN);
      await page.getByRole('heading', { level: 1, name: 'Manage Venues' }).waitFor();
      expect(await page.title()).toMatch(/^Manage Venues/);

      const venue = venueForm(page);
      const event = eventForm(page);
      await expectFormHeading(venue, 'status', 'Add a venue below.');
      // No venue yet: the event side says so instead of offering a form the server would refuse.
      await expectFormHeading(page.locator('main'), 'status', 'For recurring games, add an event below.');
      await page.getByText('No venue selected').waitFor();
      expect(await event.count()).toBe(0);
      expect(await venue.getByLabel('State').inputValue()).toBe('WA');
      expect(await venue.getByLabel('Time Zone').inputValue()).toBe('America/Los_Angeles');

      // The site refuses first, by the venue's field table: the server's rules and words,
      // shown in the heading and under the input they are about.
      await venue.getByLabel('Address').fill('100 Main St');
      await venue.getByLabel('City').fill('Tacoma');
      await saveForm(venue);
      await expectFormHeading(venue, 'error', 'The "Title" field is required.');
      expect(await venue.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
      expect(await venue.getByText('The "Title" field is required.', { exact: true }).count()).toBe(2);
      expect(await venue.getByLabel('Title').getAttribute('maxlength')).toBe('64');

      await venue.getByLabel('Title').fill(VENUE);
      expect(await venue.getByLabel('Title').getAttribute('aria-invalid')).toBeNull();
      await venue.getByLabel('Website').fill('www.tavern.example');
      await saveForm(venue);
      await expectFormHeading(venue, 'error', 'Website must begin with http:// or https://');
      expect(await venue.getByLabel('Website').getAttribute('aria-invalid')).toBe('true');

      await venue.getByLabel('Website').fill('https://tavern.example');
      await saveForm(venue);
      await expectFormHeading(venue, 'success', 'Venue added');
      // A new venue has no games or events yet, but stays listed while selected.
      await listEntry(venueList(page), VENUE).waitFor();
      expect(await listEntry(venueList(page), VENUE).getAttribute('aria-current')).toBe('true');

      // The same title again.
      await listEntry(venueList(page), 'New Venue').click();
      await expectFormHeading(venue, 'status', 'Add a venue below.');
      expect(await venue.getByLabel('Title').inputValue()).toBe('');
      await venue.getByLabel('Title').fill(VENUE);
      await venue.getByLabel('Address').fill('200 Other St');
      await venue.getByLabel('City').fill('Olympia');
      await saveForm(venue);
      await expectFormHeading(venue, 'error', 'A venue with this title already exists');

      // "Active venues only" (ticked at first) asked for the last 180 days; off lists every venue.
      expect(asked).toContain(`/v1/venue/list/0/${ACTIVE_SINCE}`);
      expect(asked).not.toContain('/v1/venue/list/0');
      const everyVenue = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/venue/list/0');
      await page.getByRole('checkbox', { name: 'Active venues only' }).uncheck();
      await everyVenue;
      await listEntry(venueList(page), VENUE).waitFor();

      // Edit it.
      await listEntry(venueList(page), VENUE).click();
      await expectFormHeading(venue, 'status', 'Update the venue below.');
      expect(await venue.getByLabel('Title').inputValue()).toBe(VENUE);
      expect(await venue.getByLabel('City').inputValue()).toBe('Tacoma');
      await venue.getByLabel('City').fill('Lakewood');
      await venue.getByLabel('Phone').fill('253-555-0100');
      await venue.getByLabel('Time Zone').selectOption('America/Denver');
      await saveForm(venue);
      await expectFormHeading(venue, 'success', 'Venue updated');
      const venues = await call<{
        rows: { venueID: number; title: string; city: string; phone: string; timeZone: string }[];
      }>(suite.testApp, 'GET', '/v1/venue/list/0');
      const saved = venues.body.rows.find((row) => row.title === VENUE);
      expect(saved).toMatchObject({ city: 'Lakewood', phone: '253-555-0100', timeZone: 'America/Denver' });

      // Add an event with a blank title: the server builds it; the form previews it.
      await expectFormHeading(event, 'status', 'For recurring games, add an event below.');
      expect(await event.getByLabel('Venue').inputValue()).toBe(VENUE);
      expect(await event.getByLabel('Start Date').inputValue()).toBe(TODAY);
      expect(await event.getByLabel('Event Type').locator('option').allInnerTexts()).toEqual([
        'Regular',
        'Satellite',
        'Quarterly',
      ]);
      const hostOptions = await event.getByLabel('Host').locator('option').allInnerTexts();
      expect(hostOptions[0]).toBe('No Host');
      expect(hostOptions).toContain('Hank Host');
      expect(hostOptions).not.toContain('Pat Player');
      await event.getByLabel('Event Day').selectOption({ label: 'Tuesday' });
      await event.getByLabel('Frequency').selectOption({ label: 'Weekly' });
      await event.getByLabel('Event Time').fill('19:00');
      await event.getByLabel('Host').selectOption({ label: 'Hank Host' });
      await event.getByTestId('event-title-preview').filter({ hasText: BUILT_TITLE }).waitFor();
      await saveForm(event);
      await expectFormHeading(event, 'success', 'Event added');
      expect(await event.getByLabel('Title').inputValue()).toBe(BUILT_TITLE);
      await listEntry(eventList(page), BUILT_TITLE).waitFor();

      // Edit it: Bi-Weekly at 7:30, title cleared so it is built again.
      await listEntry(eventList(page), BUILT_TITLE).click();
      await expectFormHeading(event, 'status', 'Update the event below.');
      expect(await event.getByLabel('Host').inputValue()).toBe(String(suite.testApp.accounts.host));
      await event.getByLabel('Frequency').selectOption({ label: 'Bi-Weekly' });
      await event.getByLabel('Event Time').fill('19:30');
      await event.getByLabel('Event Type').selectOption({ label: 'Satellite' });
      await event.getByLabel('Title').fill('');
      await event.getByTestId('event-title-preview').filter({ hasText: REBUILT_TITLE }).waitFor();
      await saveForm(event);
      await expectFormHeading(event, 'success', 'Event updated');
      expect(await event.getByLabel('Title').inputValue()).toBe(REBUILT_TITLE);
      await listEntry(eventList(page), REBUILT_TITLE).waitFor();
      await shoot(page, 'venues', 'laptop-1280');

      // The start date is fixed once saved: read-only here, and refused by the server.
      const startDate = event.getByLabel('Start Date');
      expect(await startDate.getAttribute('readonly')).not.toBeNull();
      // A client that gets round the read-only field still hears the server's refusal.
      await startDate.evaluate((input) => input.removeAttribute('readonly'));
      await startDate.fill('2026-03-03');
      await saveForm(event);
      await expectFormHeading(event, 'error', 'You may only change the effective date of an event');

      // Only the effective date may move.
      await listEntry(eventList(page), REBUILT_TITLE).click();
      await expectFormHeading(event, 'status', 'Update the event below.');
      expect(await event.getByLabel('Start Date').inputValue()).toBe(TODAY);
      await event.getByLabel('Effective Date').fill('2026-03-24');
      await saveForm(event);
      await expectFormHeading(event, 'success', 'Event updated');

      // "Active events only" (ticked at first) asked for events running today; off lists every event.
      expect(asked).toContain(`/v1/event/list/${saved!.venueID}/${TODAY}`);
      const everyEvent = page.waitForRequest(
        (request) => new URL(request.url()).pathname === `/v1/event/list/${saved!.venueID}`,
      );
      await page.getByRole('checkbox', { name: 'Active events only' }).uncheck();
      await everyEvent;
      await listEntry(eventList(page), REBUILT_TITLE).waitFor();

      // Cancelling a delete changes nothing.
      await venue.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await expectFormHeading(venue, 'success', 'Venue updated');

      // Delete the event, then the venue.
      await listEntry(eventList(page), REBUILT_TITLE).click();
      await expectFormHeading(event, 'status', 'Update the event below.');
      await deleteAndConfirm(page, event);
      await expectFormHeading(event, 'success', 'Event deleted');
      await listEntry(eventList(page), REBUILT_TITLE).waitFor({ state: 'detached' });

      await deleteAndConfirm(page, venue);
      await expectFormHeading(venue, 'success', 'Venue deleted');
      await listEntry(venueList(page), VENUE).waitFor({ state: 'detached' });
      expect(await venue.getByLabel('Title').inputValue()).toBe('');
      const after = await call<{ rows: { title: string }[] }>(suite.testApp, 'GET', '/v1/venue/list/0');
      expect(after.body.rows.map((row) => row.title)).not.toContain(VENUE);
    },
    SLOW,
  );

  it(
    'puts each list above its form on a phone, with nothing wider than the screen',
    async () => {
      await aVenueWithSeries(suite.testApp, {
        venue: { title: 'Phone Test Pub', address: '1 Pier Way', city: 'Gig Harbor' },
        event: { eventDay: 5, eventTime: '18:30', today: TODAY },
      });

      const page = await suite.reopen(PHONE_VIEWPORT);
      await logInThroughApi(page, 'manager');
      await page.goto(SCREEN);
      await expectFormHeading(venueForm(page), 'status', 'Add a venue below.');
      await shoot(page, 'venues', 'phone-375-new');
      const box = async (locator: Locator) => (await locator.boundingBox())!;
      const [list, form] = [await box(venueList(page)), await box(venueForm(page))];
      expect(list.y + list.height).toBeLessThanOrEqual(form.y);
      expect(form.width).toBeGreaterThan(PHONE_VIEWPORT.width * 0.8);
      const newVenue = await box(listEntry(venueList(page), 'New Venue'));
      expect(newVenue.height).toBeGreaterThanOrEqual(44);
      const save = await box(venueForm(page).getByRole('button', { name: 'Save' }));
      expect(save.height).toBeGreaterThanOrEqual(40);
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await listEntry(venueList(page), 'Phone Test Pub').click();
      await expectFormHeading(venueForm(page), 'status', 'Update the venue below.');
      await listEntry(eventList(page), 'Phone Test Pub - Thursdays 6:30 PM').click();
      await expectFormHeading(eventForm(page), 'status', 'Update the event below.');
      const [events, eventFormBox] = [await box(eventList(page)), await box(eventForm(page))];
      expect(events.y + events.height).toBeLessThanOrEqual(eventFormBox.y);
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      ).toBeLessThanOrEqual(0);
      await shoot(page, 'venues', 'phone-375-selected');
    },
    SLOW,
  );

  it(
    'sends a player to /unauthorized',
    async () => {
      const { page } = suite;
      await logInThroughApi(page, 'player');
      await page.goto(SCREEN);
      await page.waitForURL((url) => url.pathname === '/unauthorized');
      await page.getByText('Unauthorized').first().waitFor();
    },
    SLOW,
  );
});
