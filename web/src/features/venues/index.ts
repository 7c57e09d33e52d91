/**
 * The venues feature's public face: what routes (and other features) may import.
 * Everything else under features/venues is its own (eslint.config.js enforces it).
 */
export { EventForm } from './components/event-form';
export { EventList } from './components/event-list';
export { VenueForm } from './components/venue-form';
export { VenueList } from './components/venue-list';
export { VenueEmbed } from './embed/venue-embed';
export { useEventsMasterDetail, useVenuesMasterDetail } from './hooks/use-manage-venues';
