import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { EventDay, Frequency } from '../../venues/domain/series-schedule.js';
import { SCHEDULE_WEEKS, type PlannedGame, type ScheduledSeries, type ScheduledGame } from '../domain/game-schedule.js';
import { GameScheduleStore } from '../application/ports/game-schedule.store.js';

interface SeriesRow {
  event_id: number;
  venue_id: number;
  venue_title: string;
  time_zone: string;
  host_id: number | null;
  event_type: number;
  event_day: number;
  frequency: number;
  event_time: string;
  start_date: string;
  effect_date: string | null;
  stop_date: string | null;
}

const SERIES_COLUMNS = `e.event_id, e.venue_id, v.title as venue_title, v.time_zone, e.host_id, e.event_type, e.event_day, e.frequency,
  to_char(e.event_time, 'HH24:MI:SS') as event_time, to_char(e.start_date, 'YYYY-MM-DD') as start_date,
  to_char(e.effect_date, 'YYYY-MM-DD') as effect_date, to_char(e.stop_date, 'YYYY-MM-DD') as stop_date`;

/** A game nobody has changed since the schedule made it: not moved, canceled, ended, edited or checked into. */
const UNTOUCHED = `(g.game_at = g.original_at and not g.canceled and g.ended_at is null and g.total_records = 0
  and g.updated_at = g.created_at and not exists (select 1 from points p where p.game_id = g.game_id))`;

/**
 * The ledger in PostgreSQL: `game_occurrences` keyed by (series, date). `insert ... on conflict
 * do nothing` decides which run makes a game (a second one waits for the first to commit,
 * then sees the row), in the same transaction as the game itself.
 */
@Injectable()
export class MikroOrmGameScheduleStore extends GameScheduleStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async seriesToSchedule(now: Date, eventID?: number): Promise<ScheduledSeries[]> {
    if (eventID !== undefined) {
      return (
        await this.em.execute<SeriesRow[]>(
          `select ${SERIES_COLUMNS} from events e join venues v on v.venue_id = e.venue_id where e.event_id = ?`,
          [eventID],
        )
      ).map(toScheduledSeries);
    }
    // A day either side covers every venue zone's "today"; the rules then cut exactly.
    const today = DateTime.fromJSDate(now, { zone: 'utc' });
    const from = today.minus({ days: 1 }).toISODate()!;
    const to = today.plus({ weeks: SCHEDULE_WEEKS, days: 1 }).toISODate()!;
    const rows = await this.em.execute<SeriesRow[]>(
      `select ${SERIES_COLUMNS} from events e join venues v on v.venue_id = e.venue_id
       where (e.start_date <= ? and (e.stop_date is null or e.stop_date >= ?))
          or exists (select 1 from game_occurrences o where o.event_id = e.event_id and o.occurs_on between ? and ? and o.game_id is not null)
       order by e.event_id`,
      [to, from, from, to],
    );
    return rows.map(toScheduledSeries);
  }

  async scheduledGames(eventID: number, now: Date): Promise<ScheduledGame[]> {
    const rows = await this.em.execute<
      {
        occurs_on: string;
        game_id: number;
        game_at: Date;
        title: string;
        host_id: number | null;
        event_type: number;
        untouched: boolean;
      }[]
    >(
      `select to_char(o.occurs_on, 'YYYY-MM-DD') as occurs_on, g.game_id, g.game_at, g.title, g.host_id, g.event_type, ${UNTOUCHED} as untouched
       from game_occurrences o join games g on g.game_id = o.game_id
       where o.event_id = ? and g.game_at > ? order by o.occurs_on`,
      [eventID, now],
    );
    return rows.map((row) => ({
      occursOn: row.occurs_on,
      gameID: row.game_id,
      gameAt: new Date(row.game_at),
      title: row.title,
      hostID: row.host_id,
      eventType: row.event_type,
      untouched: row.untouched,
    }));
  }

  async takeBack(eventID: number, games: readonly ScheduledGame[]): Promise<number> {
    if (games.length === 0) return 0;
    // Locked and checked again: a manager may have edited one since it was read.
    const still = await this.em.execute<{ game_id: number }[]>(
      `select g.game_id from games g where g.game_id in (${games.map(() => '?').join(',')}) and ${UNTOUCHED} order by g.game_id for update of g`,
      games.map((game) => game.gameID),
    );
    if (still.length === 0) return 0;
    const ids = still.map((row) => row.game_id);
    const list = ids.map(() => '?').join(',');
    // The occurrence goes too, so the date can be scheduled again (a deleted game's stays, to keep it deleted).
    await this.em.execute(`delete from game_occurrences where event_id = ? and game_id in (${list})`, [
      eventID,
      ...ids,
    ]);
    await this.em.execute(`delete from games where game_id in (${list})`, ids);
    return ids.length;
  }

  async refresh(changes: readonly { readonly game: ScheduledGame; readonly planned: PlannedGame }[]): Promise<number> {
    let refreshed = 0;
    for (const { game, planned } of changes) {
      // updated_at stays created_at: still the schedule's own version, which a later change may refresh again.
      const rows = await this.em.execute<{ game_id: number }[]>(
        `update games g set game_at = ?, original_at = ?, title = ?, host_id = ?, event_type = ?, updated_at = g.created_at
         where g.game_id = ? and ${UNTOUCHED} returning g.game_id`,
        [planned.gameAt, planned.gameAt, planned.title, planned.hostID, planned.eventType, game.gameID],
      );
      refreshed += rows.length;
    }
    return refreshed;
  }

  async record(games: readonly PlannedGame[]): Promise<number> {
    let created = 0;
    for (const game of games) {
      const won = await this.em.execute<{ event_id: number }[]>(
        'insert into game_occurrences (event_id, occurs_on) values (?, ?) on conflict do nothing returning event_id',
        [game.eventID, game.occursOn],
      );
      if (won.length === 0) continue;
      const gameID = (await this.gameOnTheDay(game)) ?? (await this.insertGame(game));
      if (gameID.created) created++;
      await this.em.execute('update game_occurrences set game_id = ? where event_id = ? and occurs_on = ?', [
        gameID.gameID,
        game.eventID,
        game.occursOn,
      ]);
    }
    return created;
  }

  /** A game of the event already on that date in the venue's zone that no occurrence claims (the demo's, or one added by hand). */
  private async gameOnTheDay(game: PlannedGame): Promise<{ gameID: number; created: false } | null> {
    const day = DateTime.fromISO(game.occursOn, { zone: game.timeZone });
    const [found] = await this.em.execute<{ game_id: number }[]>(
      `select g.game_id from games g where g.event_id = ? and g.game_at >= ? and g.game_at < ?
         and not exists (select 1 from game_occurrences o where o.game_id = g.game_id)
       order by g.game_id limit 1`,
      [game.eventID, day.toJSDate(), day.plus({ days: 1 }).toJSDate()],
    );
    return found ? { gameID: found.game_id, created: false } : null;
  }

  private async insertGame(game: PlannedGame): Promise<{ gameID: number; created: true }> {
    const madeAt = new Date();
    const [row] = await this.em.execute<{ game_id: number }[]>(
      `insert into games (title, venue_id, event_id, host_id, event_type, game_at, original_at, earnings_estimated, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, 0, ?, ?) returning game_id`,
      [game.title, game.venueID, game.eventID, game.hostID, game.eventType, game.gameAt, game.gameAt, madeAt, madeAt],
    );
    return { gameID: row!.game_id, created: true };
  }
}

function toScheduledSeries(row: SeriesRow): ScheduledSeries {
  return {
    eventID: row.event_id,
    venueID: row.venue_id,
    venueTitle: row.venue_title,
    timeZone: row.time_zone,
    hostID: row.host_id,
    eventType: row.event_type,
    eventDay: row.event_day as EventDay,
    frequency: row.frequency as Frequency,
    eventTime: row.event_time,
    startDate: row.start_date,
    effectDate: row.effect_date,
    stopDate: row.stop_date,
  };
}
