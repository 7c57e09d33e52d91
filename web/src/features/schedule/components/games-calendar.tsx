/**
 * The month calendar of games (product §2.7). A phone's is the site's own list of the month's
 * games, by day, drawn by the server as well (issue 31: the calendar's content arrives with the
 * page, and nothing moves when it hydrates); a wider screen's is FullCalendar's month grid
 * (games-calendar-grid.tsx), drawn by the browser once it knows the width, and never downloaded
 * by a phone.
 *
 * The server knows no width: it draws the list, which a wide screen shows in a box of the grid's
 * height (scrolling inside it), so the grid takes the list's place without moving the page.
 * Both read the same days (the grid's whole weeks), so a laptop asks nothing more after hydrating.
 */
import { dateFormat } from '@/lib/drawn-dates';
import { lazy, Suspense, useRef } from 'react';
import { ActionIcon, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { MOBILE_MAX_WIDTH_PX } from '@/config/site';
import { useMediaAnswer } from '@/lib/hydration';
import { useGameWindow } from '../api/schedule';
import { gamesByDay } from '../game-list';
import { formatCalendarDate } from '../game-time';
import {
  monthGridWindow,
  monthOfDate,
  monthWindow,
  sameMonth,
  shiftMonth,
  type CalendarMonth,
} from '../schedule-dates';
import { GameLinks } from './game-links';
import { ReadState } from './read-state';
import classes from './games-calendar.module.css';

const LazyGamesCalendarGrid = lazy(() => import('./games-calendar-grid'));

export interface GamesCalendarProps {
  readonly month: CalendarMonth;
  readonly venueID: number;
  readonly eventID: number;
  /** Unlisted games too (host mode). */
  readonly all: boolean;
  /** Today by the site clock (yyyy-MM-dd), highlighted. */
  readonly today: string;
  /** The calendar shows another month (the user moved, or it first showed one). */
  readonly onMonthChange: (month: CalendarMonth) => void;
}

/** Wider than a phone: the month grid (config/site.ts MOBILE_MAX_WIDTH_PX is the phone's widest). */
const WIDE_QUERY = `(min-width: ${MOBILE_MAX_WIDTH_PX + 0.02}px)`;

/**
 * The grid's height at 1280 px, about (FullCalendar's toolbar, weekday row and a week's row with
 * its day number, each game's line and the cell's foot), so the box it takes over is its size.
 */
const GRID_FRAME_PX = 34.7 + 21 + 26.7;
const GRID_WEEK_PX = 29.7 + 15.5;
const GRID_GAME_PX = 42;
/** A week with no games still shows its empty days. */
const GRID_EMPTY_WEEK_PX = 80;

function gridHeightOf(month: CalendarMonth, days: ReadonlyMap<string, readonly unknown[]>): number {
  const { start, stop } = monthGridWindow(month);
  let height = GRID_FRAME_PX;
  for (
    let week = new Date(`${start}T00:00:00Z`);
    week.toISOString().slice(0, 10) <= stop;
    week = new Date(week.getTime() + 7 * 86_400_000)
  ) {
    let most = 0;
    for (let day = 0; day < 7; day++)
      most = Math.max(
        most,
        days.get(new Date(week.getTime() + day * 86_400_000).toISOString().slice(0, 10))?.length ?? 0,
      );
    height += Math.max(GRID_EMPTY_WEEK_PX, GRID_WEEK_PX + most * GRID_GAME_PX);
  }
  return Math.round(height);
}

const monthTitleFormat = dateFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthTitle = ({ year, month }: CalendarMonth): string =>
  monthTitleFormat.format(new Date(Date.UTC(year, month - 1, 1)));

export function GamesCalendar(props: GamesCalendarProps) {
  const wide = useMediaAnswer(WIDE_QUERY);
  // The list keeps its place in the tree as the page hydrates (a phone keeps the server's list as it is).
  return (
    <>
      {wide !== true && <MonthList {...props} framed={wide === null} />}
      {wide === true && (
        <Suspense fallback={<GridPlaceholder {...props} />}>
          <LazyGamesCalendarGrid {...props} />
        </Suspense>
      )}
    </>
  );
}

/** While the grid's code loads: its box, at its height. */
function GridPlaceholder({ month, venueID, eventID, all }: GamesCalendarProps) {
  const games = useGameWindow({ venueID, eventID, ...monthGridWindow(month), all });
  return (
    <Box h={gridHeightOf(month, gamesByDay(games.data?.rows ?? []))}>
      <Text role="status">Loading...</Text>
    </Box>
  );
}

/**
 * The month's games by day: the month's title with Previous, Next and Today, then each day that
 * has games (today marked), each game a link to its page. `framed`: drawn before the width is
 * known, in a box of the grid's height on a wide screen.
 */
function MonthList({
  month,
  venueID,
  eventID,
  all,
  today,
  onMonthChange,
  framed,
}: GamesCalendarProps & { readonly framed: boolean }) {
  const games = useGameWindow({ venueID, eventID, ...monthGridWindow(month), all });
  const listRef = useRef<HTMLDivElement>(null);
  const { start, stop } = monthWindow(month);
  const days = gamesByDay(games.data?.rows ?? []);
  const monthDays = [...days].filter(([day]) => day >= start && day <= stop);
  const thisMonth = sameMonth(month, monthOfDate(today));

  // In this month, Today scrolls down to today's games (or the next game day); else it goes to this month.
  const showToday = () => {
    if (!thisMonth) {
      onMonthChange(monthOfDate(today));
      return;
    }
    const day = listRef.current?.querySelector<HTMLElement>(
      `[data-date="${monthDays.find(([date]) => date >= today)?.[0] ?? ''}"]`,
    );
    day?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Box
      ref={listRef}
      className={framed ? `${classes.list} ${classes.framed}` : classes.list}
      style={framed ? { '--grid-height': `${gridHeightOf(month, days)}px` } : undefined}
      data-testid="games-calendar"
      data-view="listMonth"
      aria-busy={games.isFetching}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h3" aria-live="polite">
          {monthTitle(month)}
        </Title>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="filled"
            size="lg"
            aria-label="Previous month"
            title="Previous month"
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="filled"
            size="lg"
            aria-label="Next month"
            title="Next month"
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
          <Button size="compact-md" h={34} title="Today's games" onClick={showToday}>
            Today
          </Button>
        </Group>
      </Group>
      <ReadState query={games}>
        {() =>
          monthDays.length === 0 ? (
            <Text>No games this month.</Text>
          ) : (
            <Stack gap={0} component="ol" className={classes.days}>
              {monthDays.map(([day, list]) => (
                <li
                  key={day}
                  data-testid="calendar-day"
                  data-date={day}
                  className={day === today ? classes.today : undefined}
                >
                  <Text component="h3" size="sm" fw={700} className={classes.dayHeading}>
                    {day === today ? `Today, ${formatCalendarDate(day)}` : formatCalendarDate(day)}
                  </Text>
                  <GameLinks games={list} />
                </li>
              ))}
            </Stack>
          )
        }
      </ReadState>
    </Box>
  );
}

export default GamesCalendar;
