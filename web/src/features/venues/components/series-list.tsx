import { RecordPicker, type RecordListProps, type RecordPickerItem } from '@/components/ui/record-picker';
import { todayIso } from '../api/dates';
import { useSeries, useVenueSeriesList, type VenueSeries } from '../api/series';

interface SeriesListProps extends RecordListProps {
  /** 0: no venue selected. */
  readonly venueID: number;
}

const seriesItem = (event: VenueSeries): RecordPickerItem => ({
  id: event.eventID,
  label: event.title,
  description: event.stopDate ? `Stops ${event.stopDate}` : undefined,
});

/**
 * Events still running today ("Active events only") or every event of the selected
 * venue. The selected event stays listed even when it is outside the window (e.g.
 * starts next week).
 */
export function SeriesList({ venueID, ...props }: SeriesListProps) {
  const events = useVenueSeriesList(venueID, props.activeOnly ? todayIso() : null);
  const selected = useSeries(props.selectedID).data;
  return (
    <RecordPicker
      {...props}
      title="Events"
      newLabel="New Event"
      query={events}
      toItem={seriesItem}
      selected={selected?.venueID === venueID ? selected : null}
      placeholder={venueID > 0 ? null : 'Select a venue to see its events.'}
    />
  );
}
