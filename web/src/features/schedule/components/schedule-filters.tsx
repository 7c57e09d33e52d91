/** The calendar's filters (product §2.7): a venue, then an event of that venue. */
import { Group, Select } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { useSeriesList, useVenueList } from '@/catalog';

export interface ScheduleFiltersProps {
  readonly venueID: number;
  readonly eventID: number;
  readonly onVenueChange: (venueID: number) => void;
  readonly onSeriesChange: (eventID: number) => void;
}

const ALL = '0';

/** Options of a list read: its rows, or its state as the one option (product §8.2: a list load's message as a single option). */
function optionsOf<T>(
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { rows: T[] } | undefined },
  allLabel: string,
  toOption: (row: T) => { value: string; label: string },
) {
  if (query.isError) return [{ value: ALL, label: errorMessage(query.error) }];
  if (query.isPending) return [{ value: ALL, label: 'Loading...' }];
  return [{ value: ALL, label: allLabel }, ...(query.data?.rows ?? []).map(toOption)];
}

export function ScheduleFilters({ venueID, eventID, onVenueChange, onSeriesChange }: ScheduleFiltersProps) {
  const venues = useVenueList();
  const events = useSeriesList(venueID, { everyVenue: true });
  const venueOptions = optionsOf(venues, 'All venues', (venue) => ({
    value: String(venue.venueID),
    label: venue.title,
  }));
  const seriesOptions = optionsOf(events, 'All events', (event) => ({
    value: String(event.eventID),
    label: event.title,
  }));
  // A venue of the address that is not (yet) in the list still reads as chosen, not blank.
  const venueValue = venueOptions.some((option) => option.value === String(venueID)) ? String(venueID) : ALL;
  const eventValue = seriesOptions.some((option) => option.value === String(eventID)) ? String(eventID) : ALL;

  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
      <Select
        label="Venue"
        data={venueOptions}
        value={venueValue}
        onChange={(value) => onVenueChange(Number(value ?? ALL))}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No such venue"
        miw={220}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Event"
        data={seriesOptions}
        value={eventValue}
        onChange={(value) => onSeriesChange(Number(value ?? ALL))}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No such event"
        miw={220}
      />
    </Group>
  );
}
