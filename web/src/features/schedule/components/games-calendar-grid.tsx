/**
 * The laptop's month calendar of games (product §2.7) with FullCalendar 6: the month grid, or
 * its list with the List button. Drawn by the browser only, on screens wider than a phone's
 * (games-calendar.tsx; a phone's list is the site's own, drawn by the server too). FullCalendar
 * shows every game at its venue's time: events carry the venue's wall-clock time and the
 * calendar runs in "UTC", which shows times exactly as given (schedule's game-time.ts).
 */
import { dateFormat } from '@/lib/drawn-dates';
import { useEffect, useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import { Alert, Box, Text, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/api-client';
import { useGameWindow } from '../api/schedule';
import { toCalendarEvents } from '../game-list';
import { firstOfMonth, monthGridWindow, sameMonth } from '../schedule-dates';
import type { GamesCalendarProps } from './games-calendar';
import classes from './games-calendar.module.css';

/**
 * FullCalendar's toolbar arrows are empty `role="img"` spans: the buttons get the words
 * (their hint) and the icons leave the accessibility tree.
 */
function nameToolbarIcons(root: HTMLElement | null): void {
  root?.querySelectorAll<HTMLElement>('.fc-button .fc-icon').forEach((icon) => {
    icon.setAttribute('aria-hidden', 'true');
    icon.removeAttribute('role');
    const button = icon.closest('button');
    const hint = button?.getAttribute('title');
    if (button && hint && !button.getAttribute('aria-label')) button.setAttribute('aria-label', hint);
  });
}

/**
 * A month grid's day cell is named by its number's `aria-label` ("March 1, 2026"), which
 * is not what it shows (the number and the day's games). The cell is left to be named by
 * what it shows, and the number reads as the full date to a screen reader (dayCellContent).
 */
function unlabelDayCell(cell: HTMLElement): void {
  cell.removeAttribute('aria-labelledby');
  cell.querySelector('.fc-daygrid-day-number')?.removeAttribute('aria-label');
}

/** The full date for screen readers, e.g. "March 1, 2026", from FullCalendar's UTC date. */
const fullDateFormat = dateFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const fullDate = (date: Date): string => fullDateFormat.format(date);

export function GamesCalendarGrid({ month, venueID, eventID, all, today, onMonthChange }: GamesCalendarProps) {
  // The view on screen: what the Month / List buttons chose.
  const [shownView, setShownView] = useState<string>('dayGridMonth');
  const listShown = shownView.startsWith('list');
  const navigate = useNavigate();
  const calendarRef = useRef<FullCalendar>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // The days on screen: whole weeks round the month (the phone's list reads the same, games-calendar.tsx).
  const visible = monthGridWindow(month);
  const games = useGameWindow({ venueID, eventID, start: visible.start, stop: visible.stop, all });
  const events = useMemo(() => toCalendarEvents(games.data?.rows ?? []), [games.data]);

  // The address changed the month (back button, a typed address): follow it.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    const shown = api.getDate();
    if (!sameMonth({ year: shown.getUTCFullYear(), month: shown.getUTCMonth() + 1 }, month))
      api.gotoDate(firstOfMonth(month));
  }, [month]);

  useEffect(() => nameToolbarIcons(boxRef.current));

  const onDatesSet = (info: DatesSetArg) => {
    nameToolbarIcons(boxRef.current);
    setShownView(info.view.type);
    const start = info.view.currentStart;
    onMonthChange({ year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 });
  };

  const onEventClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    if (info.event.url) navigate(info.event.url);
  };

  return (
    <Box
      ref={boxRef}
      className={classes.calendar}
      data-testid="games-calendar"
      data-view={shownView}
      aria-busy={games.isFetching}
    >
      {/* The list says these itself (noEventsText); the grid has no place for them. */}
      {!listShown && games.isError && (
        <Alert color="red" mb="sm" data-testid="calendar-error">
          {errorMessage(games.error)}
        </Alert>
      )}
      {!listShown && games.isPending && (
        <Text mb="sm" role="status">
          Loading...
        </Text>
      )}
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, listPlugin]}
        initialView="dayGridMonth"
        initialDate={firstOfMonth(month)}
        timeZone="UTC"
        now={today}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,listMonth' }}
        buttonText={{ today: 'Today', month: 'Month', list: 'List' }}
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={false}
        eventDisplay="block"
        displayEventEnd={false}
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
        noEventsText={
          games.isError ? errorMessage(games.error) : games.isPending ? 'Loading...' : 'No games this month.'
        }
        events={events}
        buttonHints={{ prev: 'Previous month', next: 'Next month' }}
        dayCellDidMount={(info) => unlabelDayCell(info.el)}
        dayCellContent={(info) =>
          info.view.type.startsWith('dayGrid') ? (
            <>
              <span aria-hidden="true">{info.dayNumberText}</span>
              <VisuallyHidden>{fullDate(info.date)}</VisuallyHidden>
            </>
          ) : (
            info.dayNumberText
          )
        }
        datesSet={onDatesSet}
        eventClick={onEventClick}
        eventDidMount={(info) => {
          info.el.setAttribute('data-game-id', info.event.id);
          info.el.setAttribute('title', `${info.event.title} (${String(info.event.extendedProps['venueName'])})`);
        }}
      />
    </Box>
  );
}

export default GamesCalendarGrid;
