import { Grid, Stack } from '@mantine/core';
import { PageHeading } from '@/components/ui/page-heading';
import {
  SeriesForm,
  SeriesList,
  useSeriesMasterDetail,
  useVenuesMasterDetail,
  VenueForm,
  VenueList,
} from '@/features/venues';

const LIST_SPAN = { base: 12, sm: 5, lg: 4 };
const FORM_SPAN = { base: 12, sm: 7, lg: 8 };

/**
 * /update/venues (product §2.27), for managers and above (the
 * route table guards it): the venue list beside the venue form, then the selected
 * venue's events beside the event form. On a phone each list sits above its form,
 * and picking from a list scrolls its form into view.
 */
export default function ManageVenuesRoute() {
  const venues = useVenuesMasterDetail();
  const events = useSeriesMasterDetail(venues.selection);

  return (
    <Stack gap="lg">
      <PageHeading />
      <Grid gap="md" component="section" aria-label="Venue">
        <Grid.Col span={LIST_SPAN}>
          <VenueList {...venues.list} />
        </Grid.Col>
        <Grid.Col span={FORM_SPAN} id={venues.panelID} style={{ scrollMarginTop: 76 }}>
          <VenueForm detail={venues.detail} />
        </Grid.Col>
      </Grid>
      <Grid gap="md" component="section" aria-label="Events of the venue">
        <Grid.Col span={LIST_SPAN}>
          <SeriesList venueID={venues.selectedID} {...events.list} />
        </Grid.Col>
        <Grid.Col span={FORM_SPAN} id={events.panelID} style={{ scrollMarginTop: 76 }}>
          <SeriesForm venueID={venues.selectedID} detail={events.detail} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
