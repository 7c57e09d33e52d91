/**
 * The schedule feature's public face (home, calendar, quarterly page): what routes may
 * import. Home imports it in the first page's chunk, so only light parts are exported
 * as they are; heavy ones come through components/lazy-parts.tsx.
 */
export { SUBSCRIBE_SECTION_ID } from './components/subscribe-section';
export { UpcomingGames } from './components/upcoming-games';
export { ChipChart, GameDaysCalendar, HomeCarousel, NextQuarterly, ScheduleCalendar } from './components/lazy-parts';
export { calendarMonthOf, sameMonth, type CalendarMonth } from './schedule-dates';
export { useNextQuarterly } from './api/schedule';
