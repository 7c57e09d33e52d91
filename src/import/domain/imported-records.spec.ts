import { defaultRecordOf } from '../../shared/domain/field-table.js';
import { SERIES_FIELDS } from '../../modules/venues/domain/series.fields.js';
import { prepareSeries } from '../../modules/venues/domain/series.js';
import { VENUE_FIELDS } from '../../modules/venues/domain/venue.fields.js';
import { prepareVenue } from '../../modules/venues/domain/venue.js';
import { importedSeriesInput, importedVenueInput } from './imported-records.js';
import type { OldEvent, OldVenue } from './old-site-records.js';

const OLD_VENUE: OldVenue = {
  venueID: 7,
  title: 'The Spot',
  address: '1 Main St',
  city: 'Tacoma',
  state: '',
  zipCode: '98402',
  notes: '  ',
  mapURL: 'https://maps.example/x',
};
const OLD_EVENT: OldEvent = {
  eventID: 3,
  title: null,
  venueID: 7,
  hostID: 11,
  eventType: 5,
  eventDay: 3,
  frequency: null,
  eventTime: '19:00:00',
  startDate: '2024-01-02',
  effectDate: null,
  stopDate: null,
};

/** Every field of a table's record: a new field of the table lands here with no edit of the importer. */
const fieldsOfTable = (table: object): string[] => Object.keys(table).sort();

describe('imported venues', () => {
  it('give the save every field of the venue table, the old values kept and blanks as null', () => {
    const input = importedVenueInput(OLD_VENUE);
    expect(Object.keys(input).sort()).toEqual(fieldsOfTable(VENUE_FIELDS));
    expect(input).toMatchObject({
      venueID: 0,
      title: 'The Spot',
      zipCode: '98402',
      state: null,
      notes: null,
      contactName: null,
      mapURL: 'https://maps.example/x',
    });
    // The save's own defaults fill what the old site left blank.
    expect(prepareVenue(input)).toMatchObject({
      state: defaultRecordOf(VENUE_FIELDS).state,
      timeZone: defaultRecordOf(VENUE_FIELDS).timeZone,
    });
  });
});

describe('imported events', () => {
  it('give the save every field of the series table, with the new ids; the saved event keeps its type and start date', () => {
    const { input, existing } = importedSeriesInput(OLD_EVENT, { venueID: 70, hostID: 110 }, '2024-01-02');
    expect(Object.keys(input).sort()).toEqual(fieldsOfTable(SERIES_FIELDS));
    expect(Object.keys(existing).sort()).toEqual(fieldsOfTable(SERIES_FIELDS));
    expect(input).toMatchObject({ eventID: 0, venueID: 70, hostID: 110, eventType: 5, startDate: '2024-01-02' });
    // Type 5 is one a new event may not take: it passes because the event exists already.
    expect(prepareSeries(input, existing, 'The Spot', '2026-11-27')).toMatchObject({
      venueID: 70,
      hostID: 110,
      eventType: 5,
      startDate: '2024-01-02',
      frequency: 1,
    });
  });
});
