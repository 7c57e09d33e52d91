import { Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { todayIso } from '../api/dates';
import { useEvent, useEvents, type VenueEvent } from '../api/events';
import { SelectList, type SelectListItem } from './select-list';

interface EventListProps {
  /** 0: no venue selected. */
  venueID: number;
  selectedID: number;
  onSelect: (eventID: number) => void;
  activeOnly: boolean;
  onActiveOnlyChange: (activeOnly: boolean) => void;
}

const byTitle = (a: VenueEvent, b: VenueEvent) => a.title.localeCompare(b.title);

/** Events still running today ("Active events only") or every event of the selected venue. */
export function EventList({ venueID, selectedID, onSelect, activeOnly, onActiveOnlyChange }: EventListProps) {
  const events = useEvents(venueID, activeOnly ? todayIso() : null);
  const selected = useEvent(selectedID).data;

  const rows = events.data?.rows ?? [];
  // The selected event stays listed even when it is outside the window (e.g. starts next week).
  const listed =
    selected && selected.venueID === venueID && !rows.some((event) => event.eventID === selected.eventID)
      ? [...rows, selected].sort(byTitle)
      : rows;
  const items: SelectListItem[] = listed.map((event) => ({
    id: event.eventID,
    label: event.title,
    description: event.stopDate ? `Stops ${event.stopDate}` : undefined,
  }));

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          Events
        </Title>
        <Checkbox
          size="md"
          label="Active events only"
          checked={activeOnly}
          onChange={(change) => onActiveOnlyChange(change.currentTarget.checked)}
        />
      </Group>
      {venueID > 0 ? (
        <SelectList
          label="Events"
          newLabel="New Event"
          items={items}
          selectedID={selectedID}
          onSelect={onSelect}
          loading={events.isPending}
          error={events.isError ? errorMessage(events.error) : null}
          emptyText={activeOnly ? 'No active events.' : 'No events yet.'}
        />
      ) : (
        <Text c="dimmed" size="sm">
          Select a venue to see its events.
        </Text>
      )}
    </Stack>
  );
}
