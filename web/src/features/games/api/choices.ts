/**
 * The parts of the catalog's venues, events and host choices the game screens use
 * (read through @/catalog: one cache entry and one key for every screen).
 */
import type { CatalogSeries, HostChoice, Venue } from '@/catalog';

export type VenueChoice = Pick<Venue, 'venueID' | 'title' | 'timeZone'>;
export type SeriesChoice = Pick<CatalogSeries, 'eventID' | 'title' | 'venueID' | 'hostID' | 'eventType'>;
export type { HostChoice };
