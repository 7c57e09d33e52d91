/**
 * The venue and event selects of the leaderboards. Native selects: a phone opens its own
 * picker. The event list follows the venue (every venue's events with none chosen); the
 * event leaderboard adds the champions' tokens (3 quarterly, 4 national) on top.
 */
import { NativeSelect } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { EventType } from '@league/shared/domain/event-type.js';
import { useEveryVenue, useVenueEvents } from '../api/standings';

interface NumberSelectProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
}

export function VenueSelect({ value, onChange }: NumberSelectProps) {
  const venues = useEveryVenue();
  const data = [{ value: '0', label: venues.isPending ? 'Loading...' : 'All Venues' }, ...(venues.data?.rows ?? []).map((venue) => ({ value: String(venue.venueID), label: venue.title }))];
  if (value > 0 && !data.some((option) => option.value === String(value))) data.push({ value: String(value), label: `Venue ${value}` });
  return (
    <NativeSelect
      size="md"
      label="Venue"
      name="venueID"
      value={String(value)}
      data={data}
      error={venues.isError ? errorMessage(venues.error) : undefined}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

const CHAMPION_OPTIONS = [
  { value: String(EventType.Quarterly), label: 'Quarterly Champions' },
  { value: String(EventType.Tournament), label: 'National Champions' },
];

export function EventSelect({ venueID, value, onChange, champions = false }: NumberSelectProps & { readonly venueID: number; readonly champions?: boolean }) {
  const events = useVenueEvents(venueID);
  const data = [
    { value: '0', label: events.isPending ? 'Loading...' : 'All Events' },
    ...(champions ? CHAMPION_OPTIONS : []),
    // A real event whose id is a champions' token would read as the token (the contract's slot): left out.
    ...(events.data?.rows ?? []).filter((event) => !champions || !CHAMPION_OPTIONS.some((option) => option.value === String(event.eventID))).map((event) => ({ value: String(event.eventID), label: event.title })),
  ];
  if (value > 0 && !data.some((option) => option.value === String(value))) data.push({ value: String(value), label: `Event ${value}` });
  return (
    <NativeSelect
      size="md"
      label="Event"
      name="eventID"
      value={String(value)}
      data={data}
      error={events.isError ? errorMessage(events.error) : undefined}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
