import { prepareVenue, type VenueInput } from './venue.js';
import { InvalidVenueStateError, InvalidVenueTimeZoneError, InvalidWebsiteError } from './venues.errors.js';

const input = (overrides: Partial<VenueInput> = {}): VenueInput => ({
  venueID: 0,
  title: 'The Lucky Ace',
  contactName: null,
  email: null,
  phone: null,
  website: null,
  location: null,
  placeID: null,
  address: '1 Main St',
  city: 'Tacoma',
  state: null,
  zipCode: null,
  timeZone: null,
  notes: null,
  mapURL: null,
  ...overrides,
});

describe('prepareVenue', () => {
  it('defaults the state to WA and the time zone to Pacific (SPEC section 3)', () => {
    expect(prepareVenue(input())).toMatchObject({ state: 'WA', timeZone: 'America/Los_Angeles' });
  });

  it('keeps a given state (any case) and time zone', () => {
    expect(prepareVenue(input({ state: 'or', timeZone: 'America/Denver' }))).toMatchObject({ state: 'OR', timeZone: 'America/Denver' });
    expect(prepareVenue(input({ state: 'AE' })).state).toBe('AE'); // military codes count
  });

  it.each(['http://luckyace.example', 'https://luckyace.example/poker', 'HTTPS://LUCKYACE.EXAMPLE'])('accepts the website %s', (website) => {
    expect(prepareVenue(input({ website })).website).toBe(website);
  });

  it.each(['luckyace.example', 'www.luckyace.example', 'ftp://luckyace.example'])('refuses the website %s', (website) => {
    expect(() => prepareVenue(input({ website }))).toThrow(new InvalidWebsiteError());
  });

  it('refuses an unknown state or a zone outside the six', () => {
    expect(() => prepareVenue(input({ state: 'ZZ' }))).toThrow(new InvalidVenueStateError());
    expect(() => prepareVenue(input({ timeZone: 'Europe/Paris' }))).toThrow(new InvalidVenueTimeZoneError());
  });
});
