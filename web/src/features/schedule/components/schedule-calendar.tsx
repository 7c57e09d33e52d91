/**
 * The calendar screen's body (product §2.7): filters, the month of games, the venues
 * and the feed to subscribe to. The route owns the address (year, month, venue); this
 * shows what it says and reports the user's moves back.
 */
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useVenueList } from '@/catalog';
import { addDays, type CalendarMonth } from '../schedule-dates';
import { GamesCalendar } from './games-calendar';
import { ScheduleFilters } from './schedule-filters';
import { SubscribeFeed } from './subscribe-feed';
import { VenueTable } from './venue-table';

/** Product §9.1: a venue counts as active with a game or event in the last 180 days... */
const ACTIVE_VENUE_DAYS = 180;
/** ...and a venue new to the league shows as soon as its first games are on the calendar. */
const SCHEDULED_AHEAD_DAYS = 90;

export interface ScheduleCalendarProps {
  readonly month: CalendarMonth;
  readonly venueID: number;
  readonly eventID: number;
  /** Host mode: unlisted games are shown (and marked). */
  readonly hostMode: boolean;
  /** yyyy-MM-dd by the site clock */
  readonly today: string;
  readonly onMonthChange: (month: CalendarMonth) => void;
  readonly onVenueChange: (venueID: number) => void;
  readonly onSeriesChange: (eventID: number) => void;
}

export function ScheduleCalendar({
  month,
  venueID,
  eventID,
  hostMode,
  today,
  onMonthChange,
  onVenueChange,
  onSeriesChange,
}: ScheduleCalendarProps) {
  const venues = useVenueList();
  const venueName = venues.data?.rows.find((venue) => venue.venueID === venueID)?.title;
  return (
    <Stack gap="lg">
      <ScheduleFilters
        venueID={venueID}
        eventID={eventID}
        onVenueChange={onVenueChange}
        onSeriesChange={onSeriesChange}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <GamesCalendar
          month={month}
          venueID={venueID}
          eventID={eventID}
          all={hostMode}
          today={today}
          onMonthChange={onMonthChange}
        />
        <Group gap="xs" mt="sm">
          <Text size="sm" c="dimmed">
            Click a game for its details.
          </Text>
          <Badge variant="outline" color="gray" size="sm" td="line-through">
            Canceled
          </Badge>
          {hostMode && (
            <Badge variant="outline" color="gray" size="sm" style={{ borderStyle: 'dashed' }}>
              Unlisted (host mode)
            </Badge>
          )}
        </Group>
      </Paper>
      <section aria-labelledby="venues-heading">
        <Title order={2} size="h3" id="venues-heading" mb="sm">
          Venues
        </Title>
        <VenueTable
          active={{ start: addDays(today, -ACTIVE_VENUE_DAYS), stop: addDays(today, SCHEDULED_AHEAD_DAYS) }}
        />
      </section>
      <SubscribeFeed venueID={venueID} venueName={venueName} />
    </Stack>
  );
}

export default ScheduleCalendar;
