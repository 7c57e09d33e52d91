/**
 * Query keys of the venues feature, in one place so each write can invalidate
 * exactly the reads it changes.
 */
export const venueKeys = {
  all: ['venues'] as const,
  lists: () => [...venueKeys.all, 'list'] as const,
  /** since: null for every venue, else the start of the active window. */
  list: (since: string | null) => [...venueKeys.lists(), since ?? 'all'] as const,
  details: () => [...venueKeys.all, 'detail'] as const,
  detail: (venueID: number) => [...venueKeys.details(), venueID] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  /** Every list of one venue, whatever the window. */
  venue: (venueID: number) => [...eventKeys.lists(), venueID] as const,
  /** since: null for every event of the venue, else today (running events). */
  list: (venueID: number, since: string | null) => [...eventKeys.venue(venueID), since ?? 'all'] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (eventID: number) => [...eventKeys.details(), eventID] as const,
};

export const hostKeys = {
  all: ['hosts'] as const,
};

export type { Rows } from '@league/shared/application/rows.js';

/** A write that answers only a message (deletes). */
export interface MessageResult {
  message: string;
}
