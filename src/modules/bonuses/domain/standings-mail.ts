import {
  LEAGUE_TIME_ZONE,
  QUARTER_PERIODS,
  SEASONS,
  type InstantRange,
  type PeriodSelection,
} from '../../../shared/domain/period.js';
import { periodRange, toZone } from '../../../shared/domain/zoned-period.js';
import { ordinal } from '../../../shared/domain/ordinal.js';
import { oneLine } from '../../../shared/domain/plain-text.js';

/**
 * The season a game counts for in its standings mail: of the two six-month seasons that
 * hold the game (they overlap by three months), the one that ends first, the one being played for.
 */
export function currentSeasonOf(
  gameAt: Date,
  zone: string = LEAGUE_TIME_ZONE,
): PeriodSelection & { name: string; range: InstantRange } {
  const year = toZone(gameAt, zone).year;
  const candidates = [year, year + 1].flatMap((y) =>
    QUARTER_PERIODS.map((period) => ({
      year: y,
      period,
      name: SEASONS[period].name,
      range: periodRange({ year: y, period }, zone),
    })),
  );
  return candidates
    .filter(({ range }) => gameAt.getTime() >= range.start.getTime() && gameAt.getTime() < range.stop.getTime())
    .sort((a, b) => a.range.stop.getTime() - b.range.stop.getTime())[0]!;
}

export interface StandingsMailFacts {
  firstName: string;
  gameName: string;
  venueName: string;
  seasonName: string;
  place: number;
  points: number;
  rank: number;
  totalPoints: number;
  siteName: string;
  unsubscribeUrl: string;
}

/** The text of the standings mail a player gets after a game ends (names on one line: none can add a line or split the subject). */
export function standingsMailText(given: StandingsMailFacts): { subject: string; text: string } {
  const facts = {
    ...given,
    firstName: oneLine(given.firstName),
    gameName: oneLine(given.gameName),
    venueName: oneLine(given.venueName),
  };
  const result =
    facts.place > 0
      ? `You finished ${ordinal(facts.place)} and scored ${facts.points} points.`
      : `You scored ${facts.points} points.`;
  const standing =
    facts.rank > 0
      ? `You are ${ordinal(facts.rank)} at ${facts.venueName} this ${facts.seasonName} season, with ${facts.totalPoints} points.`
      : `You have no points at ${facts.venueName} this ${facts.seasonName} season yet.`;
  return {
    subject: `${facts.siteName}: your results from ${facts.gameName}`,
    text:
      `Hi ${facts.firstName},\n\nThanks for playing ${facts.gameName}. ${result}\n${standing}\n\n${facts.siteName}\n\n` +
      `No more of these emails after games: ${facts.unsubscribeUrl}\n`,
  };
}
