/** Venue and event selects (native: a phone opens its own picker). The event list follows the venue. */
import { NativeSelect } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { useEventChoices, useVenueChoices } from '../api/player-stats';

interface NumberSelectProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
}

export function VenueSelect({ value, onChange }: NumberSelectProps) {
  const venues = useVenueChoices();
  const data = [{ value: '0', label: venues.isPending ? 'Loading...' : 'All Venues' }, ...(venues.data?.rows ?? []).map((venue) => ({ value: String(venue.venueID), label: venue.title }))];
  if (value > 0 && !data.some((option) => option.value === String(value))) data.push({ value: String(value), label: `Venue ${value}` });
  return (
    <NativeSelect size="md" label="Venue" name="venueID" value={String(value)} data={data} error={venues.isError ? errorMessage(venues.error) : undefined} onChange={(event) => onChange(Number(event.currentTarget.value))} />
  );
}

export function EventSelect({ venueID, value, onChange }: NumberSelectProps & { readonly venueID: number }) {
  const events = useEventChoices(venueID);
  const data = [
    { value: '0', label: venueID > 0 && events.isPending ? 'Loading...' : 'All Events' },
    ...(venueID > 0 ? (events.data?.rows ?? []) : []).map((event) => ({ value: String(event.eventID), label: event.title })),
  ];
  if (value > 0 && !data.some((option) => option.value === String(value))) data.push({ value: String(value), label: `Event ${value}` });
  return (
    <NativeSelect
      size="md"
      label="Event"
      name="eventID"
      value={String(value)}
      data={data}
      disabled={venueID <= 0}
      error={events.isError ? errorMessage(events.error) : undefined}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
