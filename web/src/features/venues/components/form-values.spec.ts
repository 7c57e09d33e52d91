import { describe, expect, it } from '@jest/globals';
import { EventType } from '@league/shared/domain/event-type.js';
import {
  eventFieldOf,
  eventToValues,
  eventTypeOptions,
  hostOptions,
  newEventValues,
  previewEventTitle,
  valuesToEvent,
} from './event-form-values';
import { newVenueValues, valuesToVenue, venueFieldOf } from './venue-form-values';

describe('venue form values', () => {
  it('starts a new venue in WA, Pacific time', () => {
    expect(newVenueValues()).toMatchObject({ state: 'WA', timeZone: 'America/Los_Angeles', title: '' });
  });

  it('sends required fields as trimmed text (so the server names them) and blank optional ones as null', () => {
    const body = valuesToVenue(0, { ...newVenueValues(), title: '  The Tavern ', email: '  ', website: ' https://x.example ' });
    expect(body).toMatchObject({ venueID: 0, title: 'The Tavern', address: '', city: '', email: null, website: 'https://x.example', notes: null });
  });

  it('finds the field a server message is about', () => {
    expect(venueFieldOf('The "Title" field is required.')).toBe('title');
    expect(venueFieldOf('The "Zip Code" field must be no more than 10.')).toBe('zipCode');
    expect(venueFieldOf('Website must begin with http:// or https://')).toBe('website');
    expect(venueFieldOf('A venue with this title already exists')).toBe('title');
    expect(venueFieldOf('Venue has games or events and cannot be deleted')).toBeNull();
  });
});

describe('event form values', () => {
  const saved = {
    eventID: 7,
    title: 'The Tavern - Tuesdays 7:00 PM',
    venueID: 3,
    hostID: null,
    eventType: EventType.Omaha,
    eventDay: 3,
    frequency: 1,
    eventTime: '19:00:00',
    startDate: '2026-03-10',
    effectDate: null,
    stopDate: null,
  };

  it('sends numbers as numbers, No Host and blank dates as null, the time to the second', () => {
    const values = { ...newEventValues(), eventDay: '3', eventTime: '19:30', startDate: '2026-03-10' };
    expect(valuesToEvent(0, 3, values)).toEqual({
      eventID: 0,
      venueID: 3,
      title: '',
      hostID: null,
      eventType: EventType.Regular,
      eventDay: 3,
      frequency: 1,
      eventTime: '19:30:00',
      startDate: '2026-03-10',
      effectDate: null,
      stopDate: null,
    });
  });

  it('round-trips a saved event', () => {
    expect(valuesToEvent(7, 3, eventToValues(saved))).toEqual(saved);
  });

  it('previews the title the server builds, even before the time is valid', () => {
    const values = { ...newEventValues(), eventDay: '3', frequency: '2', eventTime: '19:30' };
    expect(previewEventTitle('The Tavern', values)).toBe('The Tavern - Every other Tuesday 7:30 PM');
    expect(previewEventTitle('The Tavern', { ...values, eventTime: '' })).toBe('The Tavern - Every other Tuesday');
  });

  it('offers Regular, Satellite and Quarterly, plus an existing event’s own type', () => {
    expect(eventTypeOptions(null).map((option) => option.label)).toEqual(['Regular', 'Satellite', 'Quarterly']);
    expect(eventTypeOptions(EventType.Omaha).map((option) => option.label)).toEqual(['Regular', 'Satellite', 'Quarterly', 'Omaha']);
  });

  it('puts No Host first and keeps a host who is no longer listed', () => {
    const options = hostOptions([{ playerID: 400001, title: 'Hank Host' }], { hostID: 400009, hostName: 'Old Host' });
    expect(options.map((option) => option.label)).toEqual(['No Host', 'Hank Host', 'Old Host']);
  });

  it('marks the start date when the server refuses to move it', () => {
    expect(eventFieldOf('You may only change the effective date of an event')).toBe('startDate');
    expect(eventFieldOf('The "Event Time" field is required.')).toBe('eventTime');
  });
});
