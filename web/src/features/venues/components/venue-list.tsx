import { Checkbox, Group, Stack, Title } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { activeVenuesSince } from '../api/dates';
import { useVenue, useVenues, type Venue } from '../api/venues';
import { SelectList, type SelectListItem } from './select-list';

interface VenueListProps {
  selectedID: number;
  onSelect: (venueID: number) => void;
  activeOnly: boolean;
  onActiveOnlyChange: (activeOnly: boolean) => void;
}

const byTitle = (a: Venue, b: Venue) => a.title.localeCompare(b.title);

/**
 * The venue list. "Active venues only" asks for venues with a game or event in
 * the last 180 days; the selected venue stays listed even when it is not active
 * (a venue just added has neither yet).
 */
export function VenueList({ selectedID, onSelect, activeOnly, onActiveOnlyChange }: VenueListProps) {
  const venues = useVenues(activeOnly ? activeVenuesSince() : null);
  const selected = useVenue(selectedID).data;

  const rows = venues.data?.rows ?? [];
  const listed = selected && !rows.some((venue) => venue.venueID === selected.venueID) ? [...rows, selected].sort(byTitle) : rows;
  const items: SelectListItem[] = listed.map((venue) => ({
    id: venue.venueID,
    label: venue.title,
    description: [venue.city, venue.state].filter(Boolean).join(', ') || undefined,
  }));

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          Venues
        </Title>
        <Checkbox
          size="md"
          label="Active venues only"
          checked={activeOnly}
          onChange={(event) => onActiveOnlyChange(event.currentTarget.checked)}
        />
      </Group>
      <SelectList
        label="Venues"
        newLabel="New Venue"
        items={items}
        selectedID={selectedID}
        onSelect={onSelect}
        loading={venues.isPending}
        error={venues.isError ? errorMessage(venues.error) : null}
        emptyText={activeOnly ? 'No active venues.' : 'No venues yet.'}
      />
    </Stack>
  );
}
