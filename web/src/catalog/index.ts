/**
 * The catalog: the shared reads every screen chooses from (venues, events, hosts, the
 * player search and the lookup by number), with one query-key factory, one venue/event
 * select pair and one player picker. Features and the app import it from here; it knows no feature
 * (eslint.config.js: catalog sits beside components, lib and config).
 */
export { catalogKeys } from './keys';
export {
  seriesListPath,
  HOST_LIST_PATH,
  playerByNumberPath,
  playerSearchPath,
  playerSearchSegment,
  SEARCH_MIN_CHARACTERS,
  venueListPath,
} from './paths';
export {
  seriesListQueryOptions,
  hostsQueryOptions,
  playerByNumberQueryOptions,
  playerSearchQueryOptions,
  refreshCatalog,
  useSeriesList,
  useHostList,
  usePlayerByNumber,
  usePlayerSearch,
  useVenueList,
  venuesQueryOptions,
  type CatalogSeries,
  type CatalogPart,
  type HostChoice,
  type PlayerSearchOptions,
  type PlayerSearchRow,
  type Venue,
} from './reads';
export { SeriesSelect, VenueSelect, type SeriesSelectProps } from './venue-series-selects';
export { PlayerPicker, playerChoiceLabel, SEARCH_DEBOUNCE_MS, type PlayerPickerProps } from './player-picker';
