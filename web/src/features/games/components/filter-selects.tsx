/**
 * The venue, event, year and month selects the game screens filter by (Events and
 * the Manage Games picker). Native selects: a phone opens its own picker.
 */
import { NativeSelect } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { useEventChoices, useVenueChoices } from '../api/choices';
import { ALL_MONTHS, ALL_YEARS, MONTH_NAMES, monthSegment } from '../browse-filters';

interface NumberSelectProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
}

export function VenueFilter({ value, onChange }: NumberSelectProps) {
  const venues = useVenueChoices();
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

/** A venue's events; without a venue there is nothing to choose (the list follows the venue). */
export function EventFilter({ venueID, value, onChange }: NumberSelectProps & { readonly venueID: number }) {
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

export function YearFilter({ years, value, onChange, allYears = true }: NumberSelectProps & { readonly years: readonly number[]; readonly allYears?: boolean }) {
  const data = [...(allYears ? [{ value: String(ALL_YEARS), label: 'All Years' }] : []), ...years.map((year) => ({ value: String(year), label: String(year) }))];
  return <NativeSelect size="md" label="Year" name="year" value={String(value)} data={data} onChange={(event) => onChange(Number(event.currentTarget.value))} />;
}

/** All, then January to December; the value is the month's number (the address keeps it as M plus the number). */
export function MonthFilter({ value, onChange, disabled }: NumberSelectProps & { readonly disabled?: boolean }) {
  const data = [{ value: String(ALL_MONTHS), label: 'All' }, ...MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))];
  return (
    <NativeSelect
      size="md"
      label="Month"
      name="month"
      value={String(value)}
      data={data}
      disabled={disabled}
      data-month={monthSegment(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
