import { prepareVenue, type VenueInput } from './venue.js';
import { VENUE_FIELDS } from './venue.fields.js';
import { InvalidVenueStateError, InvalidVenueTimeZoneError, InvalidWebsiteError } from './venues.errors.js';

// Every field blank but the required ones: a field added to VENUE_FIELDS needs no edit here.
const blank = Object.fromEntries(Object.keys(VENUE_FIELDS).map((field) => [field, null])) as unknown as VenueInput;
const input = (overrides: Partial<VenueInput> = {}): VenueInput => ({
  ...blank,
  venueID: 0,
  title: 'The Lucky Ace',
  address: '1 Main St',
  city: 'Tacoma',
  ...overrides,
});

describe('prepareVenue', () => {
  it('defaults the state to WA and the time zone to Pacific (product §3.2)', () => {
    expect(prepareVenue(input())).toMatchObject({ state: 'WA', timeZone: 'America/Los_Angeles' });
  });

  it('keeps a given state (any case) and time zone', () => {
    expect(prepareVenue(input({ state: 'or', timeZone: 'America/Denver' }))).toMatchObject({
      state: 'OR',
      timeZone: 'America/Denver',
    });
    expect(prepareVenue(input({ state: 'AE' })).state).toBe('AE'); // military codes count
  });

  it.each(['http://luckyace.example', 'https://luckyace.example/poker', 'HTTPS://LUCKYACE.EXAMPLE'])(
    'accepts the website %s',
    (website) => {
      expect(prepareVenue(input({ website })).website).toBe(website);
    },
  );

  it.each(['luckyace.example', 'www.luckyace.example', 'ftp://luckyace.example'])(
    'refuses the website %s',
    (website) => {
      expect(() => prepareVenue(input({ website }))).toThrow(new InvalidWebsiteError());
    },
  );

  it('refuses an unknown state or a zone outside the six', () => {
    expect(() => prepareVenue(input({ state: 'ZZ' }))).toThrow(new InvalidVenueStateError());
    expect(() => prepareVenue(input({ timeZone: 'Europe/Paris' }))).toThrow(new InvalidVenueTimeZoneError());
  });
});
