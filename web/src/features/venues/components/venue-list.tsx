import { RecordPicker, type RecordListProps, type RecordPickerItem } from '@/components/ui/record-picker';
import { activeVenuesSince } from '../api/dates';
import { useVenue, useVenues, type Venue } from '../api/venues';

const venueItem = (venue: Venue): RecordPickerItem => ({
  id: venue.venueID,
  label: venue.title,
  description: [venue.city, venue.state].filter(Boolean).join(', ') || undefined,
});

/**
 * The venue list. "Active venues only" asks for venues with a game or event in
 * the last 180 days; the selected venue stays listed even when it is not active
 * (a venue just added has neither yet).
 */
export function VenueList(props: RecordListProps) {
  const venues = useVenues(props.activeOnly ? activeVenuesSince() : null);
  const selected = useVenue(props.selectedID).data;
  return (
    <RecordPicker
      {...props}
      title="Venues"
      newLabel="New Venue"
      query={venues}
      toItem={venueItem}
      selected={selected}
    />
  );
}
