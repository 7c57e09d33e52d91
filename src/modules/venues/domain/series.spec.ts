import { EventType } from '../../../shared/domain/event-type.js';
import { SERIES_FIELDS } from './series.fields.js';
import { prepareSeries, type SeriesInput, type Series } from './series.js';
import {
  EventTypeNotForNewSeriesError,
  InvalidEventDayError,
  InvalidFrequencyError,
  NoVenueSelectedError,
  OnlyEffectiveDateChangeableError,
  StopBeforeStartError,
} from './venues.errors.js';

const TODAY = '2025-02-11';
/** A blank form (every field null, as the request pipe gives it) for venue 7, Tuesdays at 7:00 PM. */
const input = (overrides: Partial<SeriesInput> = {}): SeriesInput => ({
  ...(Object.fromEntries(Object.keys(SERIES_FIELDS).map((field) => [field, null])) as Record<keyof SeriesInput, null>),
  eventID: 0,
  venueID: 7,
  eventDay: 3,
  eventTime: '19:00',
  ...overrides,
});
const saved = (overrides: Partial<Series> = {}): Series => ({
  ...prepareSeries(input(), null, 'The Lucky Ace', TODAY),
  eventID: 5,
  ...overrides,
});

describe('prepareSeries', () => {
  it('fills the product defaults for a new event: Regular, weekly, start today, time at :00, title built', () => {
    const prepared = prepareSeries(input({ eventTime: '7:00 PM' }), null, 'The Lucky Ace', TODAY);
    // Every field of the table, and these values: a new plain field of the table needs no edit here.
    expect(Object.keys(prepared).sort()).toEqual(Object.keys(SERIES_FIELDS).sort());
    expect(prepared).toMatchObject({
      eventID: 0,
      title: 'The Lucky Ace - Tuesdays 7:00 PM',
      venueID: 7,
      hostID: null,
      eventType: EventType.Regular,
      eventDay: 3,
      frequency: 1,
      eventTime: '19:00:00',
      startDate: TODAY,
      effectDate: null,
      stopDate: null,
    });
  });

  it('keeps a title that was given', () => {
    expect(prepareSeries(input({ title: 'Tuesday Night Poker' }), null, 'The Lucky Ace', TODAY).title).toBe(
      'Tuesday Night Poker',
    );
  });

  it('says "No venue selected" without a venue', () => {
    expect(() => prepareSeries(input({ venueID: null as unknown as number }), null, 'x', TODAY)).toThrow(
      new NoVenueSelectedError(),
    );
    expect(() => prepareSeries(input({ venueID: 0 }), null, 'x', TODAY)).toThrow(new NoVenueSelectedError());
  });

  it('refuses days outside 1-7 and unknown frequencies', () => {
    expect(() => prepareSeries(input({ eventDay: 0 }), null, 'x', TODAY)).toThrow(new InvalidEventDayError());
    expect(() => prepareSeries(input({ frequency: 6 }), null, 'x', TODAY)).toThrow(new InvalidFrequencyError());
  });

  it('allows only Regular, Satellite and Quarterly for new events, but lets an old event keep its type', () => {
    for (const eventType of [EventType.Regular, EventType.Satellite, EventType.Quarterly]) {
      expect(prepareSeries(input({ eventType }), null, 'x', TODAY).eventType).toBe(eventType);
    }
    expect(() => prepareSeries(input({ eventType: EventType.Omaha }), null, 'x', TODAY)).toThrow(
      new EventTypeNotForNewSeriesError(),
    );
    const omaha = saved({ eventType: EventType.Omaha });
    expect(prepareSeries(input({ eventID: 5, eventType: EventType.Omaha }), omaha, 'x', TODAY).eventType).toBe(
      EventType.Omaha,
    );
    expect(() => prepareSeries(input({ eventID: 5, eventType: EventType.Tournament }), omaha, 'x', TODAY)).toThrow(
      new EventTypeNotForNewSeriesError(),
    );
  });

  it('lets only the effective date move once the start date is set', () => {
    const existing = saved();
    expect(() => prepareSeries(input({ eventID: 5, startDate: '2025-03-01' }), existing, 'x', '2025-04-01')).toThrow(
      new OnlyEffectiveDateChangeableError(),
    );
    const moved = prepareSeries(
      input({ eventID: 5, startDate: TODAY, effectDate: '2025-03-04' }),
      existing,
      'x',
      '2025-04-01',
    );
    expect(moved).toMatchObject({ eventID: 5, startDate: TODAY, effectDate: '2025-03-04' });
    // A blank start date on an update keeps the saved one rather than "today".
    expect(prepareSeries(input({ eventID: 5 }), existing, 'x', '2025-04-01').startDate).toBe(TODAY);
  });

  it('refuses a stop date before the start date', () => {
    expect(() => prepareSeries(input({ startDate: '2025-03-01', stopDate: '2025-02-28' }), null, 'x', TODAY)).toThrow(
      new StopBeforeStartError(),
    );
    expect(prepareSeries(input({ startDate: '2025-03-01', stopDate: '2025-03-01' }), null, 'x', TODAY).stopDate).toBe(
      '2025-03-01',
    );
  });
});
