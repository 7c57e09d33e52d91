/** Venues and series (the recurring events), through the venues module's demo seeder (the venue and event rules and repositories). */
import { DateTime } from 'luxon';
import type { SeriesInput, Series } from '../../../src/modules/venues/domain/series.js';
import type { Venue, VenueInput } from '../../../src/modules/venues/domain/venue.js';
import { VenuesDemoSeeder } from '../../../src/modules/venues/infrastructure/venues.demo-seeder.js';
import { defaultRecordOf } from '../../../src/shared/domain/field-table.js';
import { SERIES_FIELDS } from '../../../src/modules/venues/domain/series.fields.js';
import { VENUE_FIELDS } from '../../../src/modules/venues/domain/venue.fields.js';
import { inTransaction, nextNumber, type BuildTarget } from './build-target.js';

export type VenueOptions = Partial<Omit<VenueInput, 'venueID'>>;
export type SeriesOptions = Partial<Omit<SeriesInput, 'eventID' | 'venueID'>> & { readonly today?: string };

/** A venue checked by the venue rules (state WA, Pacific time unless told) and saved by the venue repository. */
export async function aVenue(target: BuildTarget, options: VenueOptions = {}): Promise<Venue> {
  const n = nextNumber();
  return inTransaction(target, (em) =>
    new VenuesDemoSeeder(em).addVenue({
      // Every field's default from VENUE_FIELDS (a new field needs no edit here), then what a venue needs.
      ...defaultRecordOf(VENUE_FIELDS),
      title: `Test Venue ${n}`,
      address: `${n} Test St`,
      city: 'Tacoma',
      ...options,
    }),
  );
}

/** A series (a recurring event) at a venue: weekly on Tuesdays at 7:00 PM, no host, starting `today` (default: today) unless told. */
export async function aSeries(target: BuildTarget, venue: Venue, options: SeriesOptions = {}): Promise<Series> {
  const { today = DateTime.now().toISODate()!, ...input } = options;
  return inTransaction(target, (em) =>
    new VenuesDemoSeeder(em).addSeries(
      // Every field's default from SERIES_FIELDS (Regular, weekly; a new field needs no edit here), then Tuesdays at 7:00 PM.
      { ...defaultRecordOf(SERIES_FIELDS), eventDay: 3, eventTime: '19:00', ...input, venueID: venue.venueID },
      venue,
      today,
    ),
  );
}

/** A venue with one series (a recurring event). */
export async function aVenueWithSeries(
  target: BuildTarget,
  options: { venue?: VenueOptions; event?: SeriesOptions } = {},
): Promise<{ venue: Venue; event: Series }> {
  const venue = await aVenue(target, options.venue);
  return { venue, event: await aSeries(target, venue, options.event) };
}
