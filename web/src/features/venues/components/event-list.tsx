import { RecordPicker, type RecordListProps, type RecordPickerItem } from '@/components/ui/record-picker';
import { todayIso } from '../api/dates';
import { useEvent, useEvents, type VenueEvent } from '../api/events';

interface EventListProps extends RecordListProps {
  /** 0: no venue selected. */
  readonly venueID: number;
}

const eventItem = (event: VenueEvent): RecordPickerItem => ({
  id: event.eventID,
  label: event.title,
  description: event.stopDate ? `Stops ${event.stopDate}` : undefined,
});

/**
 * Events still running today ("Active events only") or every event of the selected
 * venue. The selected event stays listed even when it is outside the window (e.g.
 * starts next week).
 */
export function EventList({ venueID, ...props }: EventListProps) {
  const events = useEvents(venueID, props.activeOnly ? todayIso() : null);
  const selected = useEvent(props.selectedID).data;
  return (
    <RecordPicker
      {...props}
      title="Events"
      newLabel="New Event"
      query={events}
      toItem={eventItem}
      selected={selected?.venueID === venueID ? selected : null}
      placeholder={venueID > 0 ? null : 'Select a venue to see its events.'}
    />
  );
}
