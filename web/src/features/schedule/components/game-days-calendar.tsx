/**
 * Home's small month calendar (product §2.6), inside its frame (game-days-calendar-frame.tsx): days with games are marked; choosing a day
 * lists its games, each linking to its detail. Days are the venues' own dates.
 */
import { useMemo, useState } from 'react';
import { Calendar } from '@mantine/dates';
import { Indicator, Stack, Text } from '@mantine/core';
import { useGameWindow } from '../api/schedule';
import { gamesByDay } from '../game-list';
import { formatCalendarDate } from '../game-time';
import { firstOfMonth, monthOfDate, monthWindow } from '../schedule-dates';
import { GameLinks } from './game-links';
import { ReadState } from './read-state';
import classes from './game-days-calendar.module.css';

export interface GameDaysCalendarProps {
  /** yyyy-MM-dd by the site clock */
  readonly today: string;
  readonly hostMode: boolean;
}

export function GameDaysCalendar({ today, hostMode }: GameDaysCalendarProps) {
  const [shownMonth, setShownMonth] = useState(() => firstOfMonth(monthOfDate(today)));
  const [chosen, setChosen] = useState(today);
  const games = useGameWindow({ venueID: 0, eventID: 0, ...monthWindow(monthOfDate(shownMonth)), all: hostMode });
  const byDay = useMemo(() => gamesByDay(games.data?.rows ?? []), [games.data]);
  const chosenGames = byDay.get(chosen) ?? [];

  return (
    <Stack gap="sm" align="center">
      <Calendar
        date={shownMonth}
        onDateChange={(date) => {
          const month = firstOfMonth(monthOfDate(date));
          setShownMonth(month);
          // The list under the calendar follows the month: today in this month, else its 1st.
          setChosen(firstOfMonth(monthOfDate(today)) === month ? today : month);
        }}
        firstDayOfWeek={0}
        hideOutsideDates
        maxLevel="year"
        size="md"
        classNames={{ day: classes.day }}
        // The month's button is named by the month it shows ("March 2026"), which it opens a choice of.
        ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
        getDayProps={(date) => ({
          selected: date === chosen,
          onClick: () => setChosen(date),
          'aria-pressed': date === chosen,
        })}
        getDayAriaLabel={(date) => {
          const count = byDay.get(date)?.length ?? 0;
          return `${formatCalendarDate(date)}${count > 0 ? `, ${count} ${count === 1 ? 'game' : 'games'}` : ''}`;
        }}
        renderDay={(date) => {
          const day = Number(date.slice(8, 10));
          return (
            <Indicator
              size={6}
              color="orange"
              offset={-3}
              disabled={!byDay.has(date)}
              data-game-day={byDay.has(date) ? date : undefined}
            >
              <div>{day}</div>
            </Indicator>
          );
        }}
      />
      <div style={{ alignSelf: 'stretch' }} aria-live="polite">
        <Text fw={700} mb={4} component="h3" size="sm">
          {formatCalendarDate(chosen)}
        </Text>
        <ReadState query={games}>
          {() =>
            chosenGames.length === 0 ? (
              <Text size="sm" c="dimmed">
                No games on this day.
              </Text>
            ) : (
              <GameLinks games={chosenGames} />
            )
          }
        </ReadState>
      </div>
    </Stack>
  );
}

export default GameDaysCalendar;
