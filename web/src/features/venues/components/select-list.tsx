import { Loader, NavLink, Paper, ScrollArea, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export interface SelectListItem {
  id: number;
  label: string;
  description?: string | undefined;
}

interface SelectListProps {
  /** Accessible name of the list, e.g. "Venues". */
  label: string;
  /** First entry, selecting id 0: "New Venue", "New Event". */
  newLabel: string;
  items: readonly SelectListItem[];
  selectedID: number;
  onSelect: (id: number) => void;
  loading?: boolean;
  /** A failed load: the server's message is shown in the list in place of data (SPEC 8). */
  error?: string | null | undefined;
  emptyText?: string;
}

/**
 * A tappable, scrolling list with a "New ..." entry first. Rows are at least
 * 44 px tall so they are easy targets on a phone; the list stays short on a
 * phone (the form follows it) and grows beside the form on a laptop.
 */
export function SelectList({ label, newLabel, items, selectedID, onSelect, loading, error, emptyText }: SelectListProps) {
  return (
    <Paper withBorder radius="md">
      <ScrollArea.Autosize mah={{ base: 260, sm: 520 }} type="auto" offsetScrollbars="y">
        <nav aria-label={label}>
          <NavLink
            component="button"
            type="button"
            label={newLabel}
            leftSection={<IconPlus size={18} aria-hidden />}
            active={selectedID === 0}
            aria-current={selectedID === 0 ? 'true' : undefined}
            onClick={() => onSelect(0)}
            mih={44}
            fw={600}
          />
          {loading && (
            <Text role="status" c="dimmed" size="sm" px="md" py="sm">
              <Loader size="xs" mr="xs" /> Loading...
            </Text>
          )}
          {error && (
            <Text role="alert" c="red" size="sm" px="md" py="sm">
              {error}
            </Text>
          )}
          {!loading && !error && items.length === 0 && emptyText && (
            <Text c="dimmed" size="sm" px="md" py="sm">
              {emptyText}
            </Text>
          )}
          {items.map((item) => (
            <NavLink
              key={item.id}
              component="button"
              type="button"
              label={item.label}
              description={item.description}
              active={item.id === selectedID}
              aria-current={item.id === selectedID ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              mih={44}
            />
          ))}
        </nav>
      </ScrollArea.Autosize>
    </Paper>
  );
}
