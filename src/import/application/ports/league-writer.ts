import type {
  OldDeposit,
  OldEvent,
  OldGame,
  OldPlayer,
  OldPoint,
  OldPost,
  OldVenue,
} from '../../domain/old-site-records.js';
import type { LeagueFigures } from '../../domain/league-comparison.js';
import type { IdMaps } from './import-ledger.js';

/** A game with its point records, ids already those of the new site (but the game's own). */
export interface GameWithPoints {
  readonly game: OldGame;
  readonly points: readonly OldPoint[];
}

/**
 * Writes old records into this site through its modules' rules, repositories and bulk
 * writers. Each call is one transaction that also records its ledger rows (old id -> new
 * id, under `source`) and adds them to `maps`. Records arrive with the old site's ids in
 * their references; the writer maps them with `maps`.
 */
export abstract class LeagueWriter {
  abstract addPlayers(source: string, players: readonly OldPlayer[], maps: IdMaps): Promise<void>;
  abstract addVenue(source: string, venue: OldVenue, maps: IdMaps): Promise<void>;
  /** An old event becomes a series; its ledger kind stays the old site's word, `event`. */
  abstract addSeries(source: string, event: OldEvent, maps: IdMaps): Promise<void>;
  abstract addDeposits(source: string, deposits: readonly OldDeposit[], maps: IdMaps): Promise<void>;
  abstract addGames(source: string, games: readonly GameWithPoints[], maps: IdMaps): Promise<void>;
  abstract addPosts(source: string, posts: readonly OldPost[], maps: IdMaps): Promise<void>;
  /** After the records: the standings read model and every Vegas Invites year rebuilt, the read caches dropped, and the ledger marked rebuilt. */
  abstract rebuild(
    source: string,
    onProgress: (done: number, total: number) => void,
  ): Promise<{ scopes: number; inviteYears: number[] }>;
  /** This site's figures for the comparison: counts per kind and the given league years' top 20. */
  abstract figures(years: readonly number[]): Promise<LeagueFigures>;
}
