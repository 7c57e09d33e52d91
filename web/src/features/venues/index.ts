/**
 * The venues feature's public face: what routes (and other features) may import.
 * Everything else under features/venues is its own (eslint.config.js enforces it).
 */
export { SeriesForm } from './components/series-form';
export { SeriesList } from './components/series-list';
export { VenueForm } from './components/venue-form';
export { VenueList } from './components/venue-list';
export { VenueEmbed } from './embed/venue-embed';
export { useSeriesMasterDetail, useVenuesMasterDetail } from './hooks/use-manage-venues';
