import { useMasterDetail } from '@/components/ui/use-master-detail';
import { useDeleteEvent, useSaveEvent } from '../api/events';
import { useDeleteVenue, useSaveVenue } from '../api/venues';
import { EVENT_FORM } from '../components/event-form-values';
import { VENUE_FORM } from '../components/venue-form-values';

/** Manage Venues' venue side: its list, form and delete. */
export const useVenuesMasterDetail = () =>
  useMasterDetail({ ...VENUE_FORM, save: useSaveVenue(), remove: useDeleteVenue() });

/** The selected venue's events: they start over whenever another venue is picked, added or deleted. */
export const useEventsMasterDetail = (venueSelection: string) =>
  useMasterDetail({ ...EVENT_FORM, save: useSaveEvent(), remove: useDeleteEvent(), within: venueSelection });
