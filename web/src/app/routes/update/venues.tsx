import { useRef, useState, type RefObject } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { UserType } from '@league/shared/domain/user-type.js';
import { PageHeading } from '@/components/ui/page-heading';
import type { FormOutcome } from '@/components/ui/record-form';
import { MOBILE_MEDIA_QUERY } from '@/config/site';
import { RequireRole } from '@/lib/auth';
import { EventForm } from '@/features/venues/components/event-form';
import { EventList } from '@/features/venues/components/event-list';
import { VenueForm } from '@/features/venues/components/venue-form';
import { VenueList } from '@/features/venues/components/venue-list';

/** /update/venues (SPEC section 2, "Venues management"): managers and above. */
export default function ManageVenuesRoute() {
  return (
    <RequireRole level={UserType.Manager}>
      <ManageVenues />
    </RequireRole>
  );
}

const LIST_SPAN = { base: 12, sm: 5, lg: 4 };
const FORM_SPAN = { base: 12, sm: 7, lg: 8 };

/**
 * Manage Venues: the venue list beside the venue form, then the selected
 * venue's events beside the event form. On a phone each list sits above its
 * form, and picking from a list scrolls its form into view.
 */
function ManageVenues() {
  const [venueID, setVenueID] = useState(0);
  const [eventID, setEventID] = useState(0);
  // Picking from a list (even the entry already picked) starts its form again from the saved record.
  const [venuePick, setVenuePick] = useState(0);
  const [eventPick, setEventPick] = useState(0);
  const [activeVenuesOnly, setActiveVenuesOnly] = useState(true);
  const [activeEventsOnly, setActiveEventsOnly] = useState(true);
  const [venueOutcome, setVenueOutcome] = useState<FormOutcome | null>(null);
  const [eventOutcome, setEventOutcome] = useState<FormOutcome | null>(null);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const venueFormRef = useRef<HTMLDivElement>(null);
  const eventFormRef = useRef<HTMLDivElement>(null);

  const bringIntoView = (target: RefObject<HTMLDivElement | null>) => {
    if (mobile) requestAnimationFrame(() => target.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const selectVenue = (id: number) => {
    setVenueID(id);
    setEventID(0);
    setVenuePick((pick) => pick + 1);
    setVenueOutcome(null);
    setEventOutcome(null);
    bringIntoView(venueFormRef);
  };

  const selectEvent = (id: number) => {
    setEventID(id);
    setEventPick((pick) => pick + 1);
    setEventOutcome(null);
    bringIntoView(eventFormRef);
  };

  return (
    <Stack gap="lg">
      <PageHeading />
      <Grid gap="md" component="section" aria-label="Venue">
        <Grid.Col span={LIST_SPAN}>
          <VenueList
            selectedID={venueID}
            onSelect={selectVenue}
            activeOnly={activeVenuesOnly}
            onActiveOnlyChange={setActiveVenuesOnly}
          />
        </Grid.Col>
        <Grid.Col span={FORM_SPAN} ref={venueFormRef} style={{ scrollMarginTop: 76 }}>
          <VenueForm
            venueID={venueID}
            pick={venuePick}
            outcome={venueOutcome}
            onOutcome={setVenueOutcome}
            onSaved={(saved) => {
              if (saved.venueID !== venueID) {
                setEventID(0);
                setEventOutcome(null);
              }
              setVenueID(saved.venueID);
            }}
            onDeleted={() => {
              setVenueID(0);
              setEventID(0);
              setEventOutcome(null);
            }}
          />
        </Grid.Col>
      </Grid>
      <Grid gap="md" component="section" aria-label="Events of the venue">
        <Grid.Col span={LIST_SPAN}>
          <EventList
            venueID={venueID}
            selectedID={eventID}
            onSelect={selectEvent}
            activeOnly={activeEventsOnly}
            onActiveOnlyChange={setActiveEventsOnly}
          />
        </Grid.Col>
        <Grid.Col span={FORM_SPAN} ref={eventFormRef} style={{ scrollMarginTop: 76 }}>
          <EventForm
            venueID={venueID}
            eventID={eventID}
            pick={eventPick}
            outcome={eventOutcome}
            onOutcome={setEventOutcome}
            onSaved={(saved) => setEventID(saved.eventID)}
            onDeleted={() => setEventID(0)}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
