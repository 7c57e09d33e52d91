/** Where the league plays (product §2.7): each venue with its location, linked to its map, and its website. */
import { Anchor, Box, Text } from '@mantine/core';
import { webAddressOrNothing } from '@league/shared/domain/plain-text.js';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useVenueList, type Venue } from '@/catalog';
import { addressLine } from '../game-list';
import type { DateWindow } from '../schedule-dates';

/** Links that leave the site open in a new tab, and say so to screen readers. */
function OutsideLink({
  href,
  children,
  label,
}: {
  readonly href: string;
  readonly children: string;
  readonly label: string;
}) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`}>
      {children}
    </Anchor>
  );
}

/** A website as people read it: "tavern.example" for https://www.tavern.example/. */
export const websiteLabel = (website: string): string =>
  website
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');

const columns: DataTableColumn<Venue>[] = [
  {
    accessor: 'title',
    title: 'Venue',
    sortable: true,
    render: (venue) => (
      <Text fw={600} size="sm">
        {venue.title}
      </Text>
    ),
  },
  {
    accessor: 'city',
    title: 'Location',
    sortable: true,
    render: (venue) => {
      const line = addressLine(venue);
      // Only an http(s) address becomes a link, whatever is stored (a row saved before the check).
      const mapURL = webAddressOrNothing(venue.mapURL);
      const website = webAddressOrNothing(venue.website);
      return (
        <>
          {mapURL ? (
            <OutsideLink href={mapURL} label={`Map of ${venue.title}: ${line}`}>
              {line}
            </OutsideLink>
          ) : (
            line
          )}
          {venue.location && (
            <Text size="xs" c="dimmed">
              {venue.location}
            </Text>
          )}
          {/* A phone has no Website column: the link goes under the address. */}
          {website && (
            <Box hiddenFrom="sm" mt={2}>
              <OutsideLink href={website} label={`Website of ${venue.title}: ${websiteLabel(website)}`}>
                Website
              </OutsideLink>
            </Box>
          )}
        </>
      );
    },
  },
  {
    accessor: 'website',
    title: 'Website',
    visibleMediaQuery: ({ breakpoints }) => `(min-width: ${breakpoints.sm})`,
    // "Website" rather than the address: it fits a phone's column, and the link shows where it goes.
    render: (venue) => {
      const website = webAddressOrNothing(venue.website);
      return website ? (
        <OutsideLink href={website} label={`Website of ${venue.title}: ${websiteLabel(website)}`}>
          Website
        </OutsideLink>
      ) : (
        ''
      );
    },
  },
];

export interface VenueTableProps {
  /** Venues with a game or a running event in this window. */
  readonly active: DateWindow;
}

export function VenueTable({ active }: VenueTableProps) {
  const venues = useVenueList(active);
  return (
    <DataTable<Venue>
      label="Venues"
      query={venues}
      columns={columns}
      idAccessor="venueID"
      emptyText="No venues yet."
      initialSort={{ columnAccessor: 'title', direction: 'asc' }}
    />
  );
}
