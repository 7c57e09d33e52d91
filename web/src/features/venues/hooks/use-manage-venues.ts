import { useMasterDetail } from '@/components/ui/use-master-detail';
import { useDeleteSeries, useSaveSeries } from '../api/series';
import { useDeleteVenue, useSaveVenue } from '../api/venues';
import { SERIES_FORM } from '../components/series-form-values';
import { VENUE_FORM } from '../components/venue-form-values';

/** Manage Venues' venue side: its list, form and delete. */
export const useVenuesMasterDetail = () =>
  useMasterDetail({ ...VENUE_FORM, save: useSaveVenue(), remove: useDeleteVenue() });

/** The selected venue's events: they start over whenever another venue is picked, added or deleted. */
export const useSeriesMasterDetail = (venueSelection: string) =>
  useMasterDetail({ ...SERIES_FORM, save: useSaveSeries(), remove: useDeleteSeries(), within: venueSelection });
