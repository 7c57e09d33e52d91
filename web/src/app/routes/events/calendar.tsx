/**
 * Calendar (product §2.7): /events/calendar/{year?}/{month?}/{venueID?}. The address
 * holds the month and the venue; moving months or choosing a venue rewrites it in
 * place (replace), so the back button leaves the calendar rather than stepping months.
 * A bare address shows this month and stays bare until the visitor moves.
 */
import { dateFormat } from '@/lib/drawn-dates';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { href } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { SITE_NAME } from '@/config/site';
import { leagueToday } from '@/lib/clock';
import { namedHead, usePageHead } from '@/lib/page-head';
import { useNumberParams } from '@/lib/route-params';
import {
  calendarMonthOf,
  sameMonth,
  ScheduleCalendar,
  SUBSCRIBE_SECTION_ID,
  type CalendarMonth,
} from '@/features/schedule';

/** "March 2026" (a page the server drew hydrates with its text: lib/drawn-dates.ts). */
const monthNameFormat = dateFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export default function CalendarRoute() {
  const params = useNumberParams('year', 'month', 'venueID');
  const { hostMode } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const today = leagueToday();
  const month = calendarMonthOf(params.year, params.month, today);
  const venueID = params.venueID;
  const [eventID, setEventID] = useState(0);
  // Issue 31: the month shown names the page (the address holds it).
  const monthName = monthNameFormat.format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  usePageHead(
    namedHead(
      `Calendar, ${monthName}`,
      `Every free ${SITE_NAME} poker game in ${monthName}: venues, start times and addresses. No buy-in, ever.`,
    ),
  );

  const rewrite = (to: { month: CalendarMonth; venueID: number }) =>
    navigate(
      `${href('eventsCalendar', { year: to.month.year, month: to.month.month, venueID: to.venueID > 0 ? to.venueID : undefined })}${search}`,
      { replace: true },
    );

  return (
    <>
      <PageHeading>
        <Button
          component="a"
          href={`#${SUBSCRIBE_SECTION_ID}`}
          variant="light"
          leftSection={<IconCalendarPlus size={20} aria-hidden />}
        >
          Subscribe
        </Button>
      </PageHeading>
      <ScheduleCalendar
        month={month}
        venueID={venueID}
        eventID={eventID}
        hostMode={hostMode}
        today={today}
        onMonthChange={(shown) => {
          if (!sameMonth(shown, month)) rewrite({ month: shown, venueID });
        }}
        onVenueChange={(chosen) => {
          setEventID(0);
          rewrite({ month, venueID: chosen });
        }}
        onSeriesChange={setEventID}
      />
    </>
  );
}
