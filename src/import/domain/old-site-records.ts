/**
 * What the importer reads from the site being replaced, in the words of SPEC section 7
 * (the same fields this site answers: docs/api.md). Only the fields the import writes.
 */

/** The kinds of record the import ledger maps, in the order they are imported. */
export const IMPORT_KINDS = ['player', 'venue', 'event', 'deposit', 'game', 'post'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface OldVenue {
  venueID: number;
  title: string;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  location?: string | null;
  placeID?: string | null;
  address: string;
  city: string;
  state?: string | null;
  zipCode?: string | null;
  timeZone?: string | null;
  notes?: string | null;
  mapURL?: string | null;
}

export interface OldEvent {
  eventID: number;
  title: string | null;
  venueID: number;
  hostID: number | null;
  eventType: number;
  eventDay: number;
  frequency: number | null;
  eventTime: string;
  startDate: string | null;
  effectDate: string | null;
  stopDate: string | null;
}

/** A player as an admin reads it (GET /v1/player/id/{id}); never a password. */
export interface OldPlayer {
  playerID: number;
  playerNumber: number;
  firstName: string;
  lastName: string;
  title?: string | null;
  email?: string | null;
  phone?: string | null;
  pronouns?: string | null;
  userName?: string | null;
  userType?: number | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  profileImage?: string | null;
  alternatePlayerNumbers?: string | null;
  alternateEmails?: string | null;
  unverified?: boolean | null;
  suspended?: boolean | null;
  banned?: boolean | null;
  notes?: string | null;
  registeredAt?: string | null;
  lastLoginAt?: string | null;
  totalLogins?: number | null;
  createdAt?: string | null;
}

/** A player search row (GET /v1/player/list/1/{text}): enough to find every player. */
export interface OldPlayerName {
  playerID: number;
  firstName: string;
  lastName: string;
  title: string | null;
}

export interface OldGame {
  gameID: number;
  title: string | null;
  venueID: number | null;
  eventID: number | null;
  hostID: number | null;
  eventType: number;
  doublePoints: boolean;
  gameAt: string;
  originalAt?: string | null;
  totalPlayers: number;
  totalRecords?: number | null;
  earningsEstimated?: number | null;
  earningsActual?: number | null;
  earningsDeposited?: number | null;
  earningsReconciled?: boolean | null;
  earningsNote?: string | null;
  depositID?: number | null;
  notice?: string | null;
  canceled: boolean;
  unlisted?: boolean | null;
  endedAt?: string | null;
  venueTimeZone?: string | null;
}

export interface OldPoint {
  pointID: number;
  gameID: number;
  playerID: number;
  place: number;
  points: number;
  bonusType: number;
  bonuses: number;
  buyIn?: number | null;
  reBuy?: number | null;
  addOn?: number | null;
  entryAt: string;
  updatedAt: string;
}

export interface OldDeposit {
  depositID: number;
  hostID: number;
  title: string;
  depositAmount: number;
  period: string | null;
  depositDate: string;
}

export interface OldPost {
  postID: number;
  title: string;
  summary: string | null;
  story: string | null;
  category: number;
  authorID: number | null;
  publishDate: string;
}

/** A leaderboard row (GET /v1/point/totals/...): compared by number, never by id. */
export interface StandingsRow {
  ranked: number;
  playerNumber: number;
  playerName: string;
  totalPoints: number;
  totalPlaced: number;
  totalWon: number;
  totalGames?: number;
}
