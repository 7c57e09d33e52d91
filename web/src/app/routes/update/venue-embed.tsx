import { Stack } from '@mantine/core';
import { PageHeading } from '@/components/ui/page-heading';
import { VenueEmbed } from '@/features/venues';
import { useNumberParam } from '@/lib/route-params';

/**
 * /update/venues/{venueID}/embed (issue 23), for managers and above (the route table
 * guards it, as Manage Venues): the widget snippet for the venue's own site, its choices,
 * a copy button and a live preview.
 */
export default function VenueEmbedRoute() {
  const venueID = useNumberParam('venueID');
  return (
    <Stack gap="lg">
      <PageHeading mb={0} />
      <VenueEmbed venueID={venueID} />
    </Stack>
  );
}
