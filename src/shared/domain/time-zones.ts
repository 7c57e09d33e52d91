/**
 * The venue time zones of product §3.2, stored as IANA names so daylight saving is
 * right (the league gives them as standard offsets: Eastern -05:00 ... Hawaii -10:00).
 */
export const VENUE_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern (-05:00)' },
  { zone: 'America/Chicago', label: 'Central (-06:00)' },
  { zone: 'America/Denver', label: 'Mountain (-07:00)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (-08:00)' },
  { zone: 'America/Anchorage', label: 'Alaska (-09:00)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (-10:00)' },
] as const;

export type VenueTimeZone = (typeof VENUE_TIME_ZONES)[number]['zone'];

export const DEFAULT_VENUE_TIME_ZONE: VenueTimeZone = 'America/Los_Angeles';

export const isVenueTimeZone = (zone: string): zone is VenueTimeZone =>
  VENUE_TIME_ZONES.some((entry) => entry.zone === zone);
