/**
 * The venue and event selects every filter uses (Events, Manage Games, Manage Deposits,
 * the player dashboard and invites, the leaderboards). Native selects: a phone opens its
 * own picker. A chosen id the list does not hold (yet) still reads as chosen ("Venue 7").
 */
import { NativeSelect } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { useSeriesList, useVenueList } from './reads';

interface NumberSelectProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
}

type Option = { value: string; label: string };

function keepChosen(data: Option[], value: number, noun: string): Option[] {
  return value > 0 && !data.some((option) => option.value === String(value))
    ? [...data, { value: String(value), label: `${noun} ${value}` }]
    : data;
}

export function VenueSelect({ value, onChange }: NumberSelectProps) {
  const venues = useVenueList();
  const data = [
    { value: '0', label: venues.isPending ? 'Loading...' : 'All Venues' },
    ...(venues.data?.rows ?? []).map((venue) => ({ value: String(venue.venueID), label: venue.title })),
  ];
  return (
    <NativeSelect
      size="md"
      label="Venue"
      name="venueID"
      value={String(value)}
      data={keepChosen(data, value, 'Venue')}
      error={venues.isError ? errorMessage(venues.error) : undefined}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

export interface SeriesSelectProps extends NumberSelectProps {
  readonly venueID: number;
  /**
   * Without a venue, list every venue's events (the leaderboards). Otherwise the list
   * follows the venue: without one there is nothing to choose and the select is off.
   */
  readonly everyVenue?: boolean;
  /** Choices above the events (the leaderboards' champions tokens); an event with such an id is left out. */
  readonly extraOptions?: readonly Option[];
}

export function SeriesSelect({ venueID, value, onChange, everyVenue = false, extraOptions = [] }: SeriesSelectProps) {
  const events = useSeriesList(venueID, { everyVenue });
  const asked = venueID > 0 || everyVenue;
  const data = [
    { value: '0', label: asked && events.isPending ? 'Loading...' : 'All Events' },
    ...extraOptions,
    ...(asked ? (events.data?.rows ?? []) : [])
      .filter((event) => !extraOptions.some((option) => option.value === String(event.eventID)))
      .map((event) => ({ value: String(event.eventID), label: event.title })),
  ];
  return (
    <NativeSelect
      size="md"
      label="Event"
      name="eventID"
      value={String(value)}
      data={keepChosen(data, value, 'Event')}
      disabled={!asked}
      error={events.isError ? errorMessage(events.error) : undefined}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
