import { useEffect, useRef, type ReactNode } from 'react';
import { Checkbox, Group, Loader, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client';

export interface RecordPickerItem {
  id: number;
  label: string;
  description?: string | undefined;
}

/** What a management screen gives each record list. */
export interface RecordListProps {
  /** 0: the "New …" entry. */
  selectedID: number;
  onSelect: (id: number) => void;
  /** The "Active … only" checkbox; left out when the list has no such filter. */
  activeOnly?: boolean;
  onActiveOnlyChange?: (activeOnly: boolean) => void;
}

export interface RecordPickerProps<T> extends RecordListProps {
  /** The heading and the list's accessible name: "Venues" (also gives "Active venues only", "No venues yet."). */
  title: string;
  /** The first entry, which selects id 0 (a new record): "New Venue". */
  newLabel: string;
  /** The list's read (a `{ rows }` answer): "Loading..." while pending, the server's message when it fails (product §8.1). */
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { rows: readonly T[] } | undefined };
  toItem: (row: T) => RecordPickerItem;
  /** The selected record: listed (in label order) even when the rows leave it out. */
  selected?: T | null | undefined;
  /** When given, shown in place of the list: "Select a venue to see its events." */
  placeholder?: ReactNode;
  /** The list's height when it scrolls (a screen with its own constant, e.g. Manage Deposits' 18em); default 260 px on a phone, 520 px beside a form. */
  maxHeight?: string | number;
}

const byLabel = (a: RecordPickerItem, b: RecordPickerItem) => a.label.localeCompare(b.label);

/**
 * A management screen's list: its heading with an optional "Active … only"
 * checkbox, then a tappable, scrolling list with "New …" first. Rows are at least
 * 44 px tall so they are easy targets on a phone; the list stays short on a phone
 * (the form follows it) and grows beside the form on a laptop.
 */
export function RecordPicker<T>(props: RecordPickerProps<T>) {
  const {
    title,
    newLabel,
    query,
    toItem,
    selected,
    placeholder,
    selectedID,
    onSelect,
    activeOnly,
    onActiveOnlyChange,
    maxHeight,
  } = props;
  const plural = title.toLowerCase();
  const rows = (query.data?.rows ?? []).map(toItem);
  const picked = selected ? toItem(selected) : null;
  const items = picked && !rows.some((row) => row.id === picked.id) ? [...rows, picked].sort(byLabel) : rows;
  const error = query.isError ? errorMessage(query.error) : null;
  const viewport = useRef<HTMLDivElement>(null);
  const listed = items.some((item) => item.id === selectedID);

  // A record opened by a link may sit far down the list: bring it into the list's view
  // (the list's own scroll only, never the page's).
  useEffect(() => {
    const box = viewport.current;
    const row = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !row) return;
    const top = row.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top + row.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = top - (box.clientHeight - row.offsetHeight) / 2;
  }, [selectedID, listed]);

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {onActiveOnlyChange && (
          <Checkbox
            size="md"
            label={`Active ${plural} only`}
            checked={activeOnly ?? false}
            onChange={(event) => onActiveOnlyChange(event.currentTarget.checked)}
          />
        )}
      </Group>
      {placeholder ? (
        <Text c="dimmed" size="sm">
          {placeholder}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea.Autosize
            viewportRef={viewport}
            mah={maxHeight ?? { base: 260, sm: 520 }}
            type="auto"
            offsetScrollbars="y"
          >
            <nav aria-label={title}>
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
              {query.isPending && (
                <Text role="status" c="dimmed" size="sm" px="md" py="sm">
                  <Loader size="xs" mr="xs" /> Loading...
                </Text>
              )}
              {error && (
                <Text role="alert" c="red" size="sm" px="md" py="sm">
                  {error}
                </Text>
              )}
              {!query.isPending && !error && items.length === 0 && (
                <Text c="dimmed" size="sm" px="md" py="sm">
                  {activeOnly ? `No active ${plural}.` : `No ${plural} yet.`}
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
      )}
    </Stack>
  );
}
