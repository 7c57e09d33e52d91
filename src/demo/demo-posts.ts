import { DateTime } from 'luxon';
import { EventType } from '../shared/domain/event-type.js';
import { ordinal } from '../shared/domain/ordinal.js';
import {
  describeSchedule,
  EVENT_DAY_NAMES,
  seriesDates,
  formatEventTime,
} from '../modules/venues/domain/series-schedule.js';
import type { DemoPlayer } from './demo-players.js';
import type { PlayedGame } from './demo-results.js';
import {
  holidayDecember,
  winterClosings,
  type DemoWindow,
  type SeededSeries,
  type SeededVenue,
} from './demo-schedule.js';
import { venueMapUrl, venueWebsite } from './demo-venues.js';

/** Post categories (product §3.7). */
const Category = { Games: 1, Winners: 2, Stats: 3, Articles: 4 } as const;

export interface PlannedPost {
  readonly title: string;
  readonly summary: string;
  readonly story: string;
  readonly category: number;
  readonly authorID: number;
  readonly publishDate: Date;
}

export interface PostSources {
  readonly games: readonly PlayedGame[];
  readonly players: ReadonlyMap<number, DemoPlayer>;
  readonly venues: readonly SeededVenue[];
  readonly series: readonly SeededSeries[];
  readonly authors: { readonly managerID: number; readonly adminID: number };
  readonly window: DemoWindow;
}

const DAY_MS = 24 * 3600_000;

/**
 * About fourteen friendly news posts over the two years, written from what the
 * demo games actually produced (the winners named are the real winners in the
 * data). Summary and story are simple HTML that passes the site's sanitiser.
 */
export function planPosts(sources: PostSources): PlannedPost[] {
  const { window } = sources;
  const posts = [
    welcomePost(sources),
    earlySignInReminder(sources),
    chipTableReminder(sources),
    ...seasonFinalWinners(sources).slice(-4),
    ...championshipWinners(sources),
    nightMoves(sources),
    newVenuePost(sources),
    holidaySchedule(sources),
    yearInNumbers(sources),
    thanksToHosts(sources),
    thisMonth(sources),
  ].filter((post): post is PlannedPost => post !== null);
  return posts
    .filter((post) => post.publishDate >= window.start && post.publishDate <= window.now)
    .sort((a, b) => a.publishDate.getTime() - b.publishDate.getTime());
}

function welcomePost({ authors, window }: PostSources): PlannedPost {
  return {
    title: 'Welcome to the new league website',
    category: Category.Articles,
    authorID: authors.adminID,
    publishDate: at(window, 6, 10),
    summary: p(
      'The league has a new home on the web: <strong>calendar, leaderboards and Vegas Invites</strong> in one place.',
    ),
    story:
      p('After years of spreadsheets, every game night now lives on this site. Here is what you can do:') +
      ul([
        'Find tonight’s game on the calendar, with the venue’s address and map.',
        'Follow your points on the player leaderboard, by month, season or year.',
        'See how many Vegas Invites you have earned toward the national championship.',
        'Print or request a player card so your host can scan you in.',
      ]) +
      p('Playing is and always will be free. See you at the tables!'),
  };
}

function earlySignInReminder({ authors, window }: PostSources): PlannedPost {
  return {
    title: 'Rule reminder: early sign-in chips',
    category: Category.Articles,
    authorID: authors.managerID,
    publishDate: at(window, 75, 9),
    summary: p(
      'Check in at least <strong>10 minutes before the start</strong> and your host adds early sign-in chips to your stack.',
    ),
    story:
      p('Early sign-in is one of our oldest traditions. A few reminders:') +
      ul([
        'The window closes 10 minutes before the posted start time.',
        'Your host scans your player card or looks you up by name; either counts.',
        'Only the final eight earn points: 20, 16, 14, 12, 10, 8, 6 and 4.',
      ]) +
      p('Thanks for helping our hosts start on time!'),
  };
}

function chipTableReminder({ authors, games }: PostSources): PlannedPost | null {
  const finals = games.filter((game) => game.eventType === EventType.Quarterly);
  const target = finals[Math.min(2, finals.length - 1)];
  if (!target) return null;
  return {
    title: 'How season-final chips work',
    category: Category.Articles,
    authorID: authors.managerID,
    publishDate: new Date(target.gameAt.getTime() - 16 * DAY_MS),
    summary: p(
      'Your points in the season decide your starting stack at the season final. <strong>20 points</strong> gets you in.',
    ),
    story:
      p('Each season final plays the season that ended the month before. Your chips depend on your season points:') +
      ul([
        '20 points: 10K buy-in',
        '60 points: 15K; 100 points: 20K',
        '120 to 199 points: 15K plus a 15K rebuy or an add-on',
        '200 points and up: 20K to 25K with rebuys and add-ons',
      ]) +
      p(
        'Registration is 9:00 to 10:30 AM, cards are in the air at 11:00. The final table earns Vegas Invites: 3 for 1st, 2 for 2nd, 1 for 3rd to 8th.',
      ),
  };
}

function seasonFinalWinners({ games, players, authors }: PostSources): PlannedPost[] {
  return games
    .filter((game) => game.eventType === EventType.Quarterly && game.endedAt !== null)
    .map((game) => {
      const table = finalTable(game, players);
      const winner = table[0]!;
      return {
        title: `${game.title} winners`.slice(0, 64),
        category: Category.Winners,
        authorID: authors.managerID,
        publishDate: new Date(game.endedAt!.getTime() + 1 * DAY_MS),
        summary: p(
          `Congratulations to <strong>${escape(winner.name)}</strong>, champion of the ${escape(game.title)} at ${escape(game.venue.title)}!`,
        ),
        story:
          p(`${game.totalPlayers} players qualified and played. The final table:`) +
          ul(table.map(({ place, name }) => `${ordinal(place)}: ${escape(name)}`)) +
          p(
            `Thanks to the staff at <a href="${escape(venueWebsite(game.venue.plan))}">${escape(game.venue.title)}</a> for hosting us.`,
          ),
      };
    });
}

function championshipWinners({ games, players, authors }: PostSources): PlannedPost[] {
  return games
    .filter((game) => game.eventType === EventType.Tournament && game.endedAt !== null)
    .map((game) => {
      const [champion, ...rest] = finalTable(game, players);
      return {
        title: `${champion!.name} wins the national championship`.slice(0, 64),
        category: Category.Winners,
        authorID: authors.adminID,
        publishDate: new Date(game.endedAt!.getTime() + 2 * DAY_MS),
        summary: p(
          `<strong>${escape(champion!.name)}</strong> outlasted ${game.totalPlayers - 1} invited players to take the trophy.`,
        ),
        story:
          p(`The ${escape(game.title)} brought together everyone who earned a Vegas Invite this year. Final table:`) +
          ul([
            `1st: ${escape(champion!.name)} (trophy)`,
            ...rest.map(({ place, name }) => `${ordinal(place)}: ${escape(name)}`),
          ]) +
          p('A new invite year starts June 1: every monthly venue win, season-final table and hosting quarter counts.'),
      };
    });
}

function nightMoves({ series, authors, window }: PostSources): PlannedPost | null {
  const dropped = series.find((one) => one.stopDate !== null);
  const replacement = dropped && series.find((one) => one !== dropped && one.venue === dropped.venue);
  if (!dropped || !replacement) return null;
  const venue = dropped.venue;
  const lastNight = seriesDates(dropped, dropped.startDate, dropped.stopDate!).at(-1)!;
  return {
    title: `${venue.title} moves to ${describeSchedule(replacement.eventDay, replacement.frequency)}`.slice(0, 64),
    category: Category.Games,
    authorID: authors.managerID,
    publishDate: DateTime.fromISO(dropped.stopDate!, { zone: window.zone })
      .minus({ days: 12 })
      .set({ hour: 12 })
      .toJSDate(),
    summary: p(
      `Band nights are taking over ${describeSchedule(dropped.eventDay, dropped.frequency)}, so our game at ${escape(venue.title)} moves to <strong>${describeSchedule(replacement.eventDay, replacement.frequency)} at ${formatEventTime(replacement.eventTime)}</strong>.`,
    ),
    story:
      p(
        `The last ${EVENT_DAY_NAMES[dropped.eventDay]} game is on ${DateTime.fromISO(lastNight).toFormat('LLLL d')}. Same room, same crew, new night.`,
      ) +
      p(
        `Directions: <a href="${escape(venueMapUrl(venue.plan))}">${escape(venue.plan.address)}, ${escape(venue.plan.city)}</a>.`,
      ),
  };
}

function newVenuePost({ venues, series, authors, window }: PostSources): PlannedPost | null {
  const newest = [...venues].sort((a, b) => b.openedOn.localeCompare(a.openedOn))[0]!;
  const itsSeries = series.find((candidate) => candidate.venue === newest)!;
  return {
    title: `New venue: ${newest.title}`.slice(0, 64),
    category: Category.Games,
    authorID: authors.adminID,
    publishDate: DateTime.fromISO(newest.openedOn, { zone: window.zone })
      .minus({ days: 10 })
      .set({ hour: 11 })
      .toJSDate(),
    summary: p(
      `Welcome <strong>${escape(newest.title)}</strong> in ${escape(newest.plan.city)} to the league! Games start ${DateTime.fromISO(newest.openedOn).toFormat('LLLL d')}.`,
    ),
    story:
      p(
        `${escape(newest.title)} joins the league with a game every ${describeSchedule(itsSeries.eventDay, itsSeries.frequency).replace(/s$/, '')} at ${formatEventTime(itsSeries.eventTime)}.`,
      ) +
      ul([
        `Where: ${escape(newest.plan.address)}, ${escape(newest.plan.city)} (${escape(newest.plan.location)})`,
        'Who: everyone, new players welcome',
        'Cost: free, as always',
      ]) +
      p(`More about the venue: <a href="${escape(venueWebsite(newest.plan))}">${escape(newest.title)}</a>.`),
  };
}

function holidaySchedule({ authors, window }: PostSources): PlannedPost | null {
  const december = holidayDecember(window);
  // The nights go in the story, which News shows; a summary is only the teaser on a card (issue 30).
  const nights = winterClosings(december).map(
    ({ date, name }) => `${DateTime.fromISO(date).toFormat('cccc, LLLL d')}: ${escape(name.replace("'", '’'))}`,
  );
  return {
    title: `Holiday schedule ${december}`,
    category: Category.Games,
    authorID: authors.managerID,
    publishDate: DateTime.fromObject({ year: december, month: 12, day: 1, hour: 10 }, { zone: window.zone }).toJSDate(),
    summary: p('Our venues close for four nights over the holidays. Here is when.'),
    story:
      p('<strong>No games on these nights</strong>, at every venue:') +
      ul(nights) +
      p('Every other night runs as usual. Canceled nights are marked on the calendar.') +
      p('Happy holidays from all the hosts, and thank you for a great year of poker!'),
  };
}

function yearInNumbers({ games, players, authors, window }: PostSources): PlannedPost | null {
  const year = DateTime.fromJSDate(window.now, { zone: window.zone }).year - 1;
  const inYear = games.filter(
    (game) => game.endedAt !== null && DateTime.fromJSDate(game.gameAt, { zone: window.zone }).year === year,
  );
  if (inYear.length === 0) return null;
  const totals = new Map<number, number>();
  for (const game of inYear)
    for (const record of game.records) totals.set(record.playerID, (totals.get(record.playerID) ?? 0) + record.points);
  const top = [...totals].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 5);
  const records = inYear.reduce((sum, game) => sum + game.records.length, 0);
  return {
    title: `${year} in numbers`,
    category: Category.Stats,
    authorID: authors.adminID,
    publishDate: DateTime.fromObject({ year: year + 1, month: 1, day: 12, hour: 9 }, { zone: window.zone }).toJSDate(),
    summary: p(
      `<strong>${inYear.length.toLocaleString('en-US')} games</strong> and ${records.toLocaleString('en-US')} seats filled in ${year}. Here are the year’s top point earners.`,
    ),
    story:
      p(`The ${year} leaderboard, top five:`) +
      ul(top.map(([playerID, points], i) => `${i + 1}. ${escape(nameOf(players, playerID))}: ${points} points`)),
  };
}

function thanksToHosts({ authors, window }: PostSources): PlannedPost {
  return {
    title: 'Thank you to our hosts',
    category: Category.Articles,
    authorID: authors.adminID,
    publishDate: at(window, 380, 12),
    summary: p('Every game night runs on <strong>volunteer hosts</strong>. Say thanks next time you see yours!'),
    story:
      p('Hosts set up the tables, check everyone in, run the clock and enter the results, all for free.') +
      p(
        'Interested in hosting? Talk to your host or the league manager; hosts earn Vegas Invites for every quarter they host.',
      ),
  };
}

function thisMonth({ games, authors, window }: PostSources): PlannedPost {
  const ahead = games.filter((game) => game.gameAt > window.now);
  const upcoming = ahead.filter((game) => !game.canceled);
  const highlights = [
    ...upcoming
      .filter((game) => game.doublePoints)
      .slice(0, 3)
      .map((game) => `Double points at ${escape(game.venue.title)} on ${formatLocal(game.gameAt, window.zone)}`),
    ...upcoming
      .filter((game) => game.eventType === EventType.Quarterly || game.eventType === EventType.Tournament)
      .map(
        (game) => `${escape(game.title)} at ${escape(game.venue.title)} on ${formatLocal(game.gameAt, window.zone)}`,
      ),
    ...ahead
      .filter((game) => game.canceled && game.notice !== null)
      .map((game) => `${escape(game.venue.title)}, ${formatLocal(game.gameAt, window.zone)}: ${escape(game.notice!)}`),
  ];
  return {
    title: 'Coming up at the tables',
    category: Category.Games,
    authorID: authors.managerID,
    publishDate: DateTime.fromJSDate(window.now, { zone: window.zone })
      .minus({ days: 4 })
      .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
      .toJSDate(),
    summary: p(
      `<strong>${upcoming.length} games</strong> on the calendar over the next four weeks. Here is what to look out for.`,
    ),
    story:
      (highlights.length > 0 ? ul(highlights) : p('A regular month: every venue runs its usual nights.')) +
      p('Check the calendar before you head out: canceled nights are marked there first.'),
  };
}

/** The final table of an ended game, best place first, by name. */
function finalTable(game: PlayedGame, players: ReadonlyMap<number, DemoPlayer>): { place: number; name: string }[] {
  return game.records
    .filter((record) => record.place > 0)
    .sort((a, b) => a.place - b.place)
    .map((record) => ({ place: record.place, name: nameOf(players, record.playerID) }));
}

const nameOf = (players: ReadonlyMap<number, DemoPlayer>, playerID: number): string => {
  const player = players.get(playerID);
  return player ? `${player.firstName} ${player.lastName}` : 'Unknown Player';
};

const formatLocal = (at: Date, zone: string): string => DateTime.fromJSDate(at, { zone }).toFormat('cccc, LLLL d');

/** `days` after the start of the demo, at `hour` o'clock league time. */
const at = (window: DemoWindow, days: number, hour: number): Date =>
  DateTime.fromJSDate(window.start, { zone: window.zone })
    .plus({ days })
    .set({ hour, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();

const p = (html: string): string => `<p>${html}</p>`;
const ul = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Names, titles and link addresses go into HTML. */
const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
