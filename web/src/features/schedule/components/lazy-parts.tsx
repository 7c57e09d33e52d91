/**
 * The schedule's heavy parts, loaded only when shown. Home ships in the first page's
 * chunk (goal: 150 KB of JS and CSS, docs/performance.md) and imports this feature, so
 * everything home does not paint at once sits behind a dynamic import: the carousel
 * (Embla), the small month calendar (@mantine/dates), and the calendar and quarterly
 * screens' parts (FullCalendar, the table, ApexCharts).
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { PageLoader } from '@/components/ui/page-loader';
import { CarouselPlaceholder } from './carousel-placeholder';
import { GameDaysCalendarFrame } from './game-days-calendar-frame';

const LazyHomeCarousel = lazy(() => import('./home-carousel'));
const LazyGameDaysCalendar = lazy(() => import('./game-days-calendar'));
const LazyScheduleCalendar = lazy(() => import('./schedule-calendar'));
const LazyChipChart = lazy(() => import('./chip-chart'));
const LazyNextQuarterly = lazy(() => import('./next-quarterly'));

/** Fetches the carousel's code once the first page has painted and the browser is idle (within 2 s). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(done, 200);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * The carousel. Its first picture shows at once (a plain image); Embla's code comes
 * after the first paint, well before the first change 5 s later, so it never competes
 * with the page's own first download.
 */
export function HomeCarousel() {
  const idle = useIdle();
  if (!idle) return <CarouselPlaceholder />;
  return (
    <Suspense fallback={<CarouselPlaceholder />}>
      <LazyHomeCarousel />
    </Suspense>
  );
}

/** Home's month calendar, loaded once it scrolls near the screen (phones never need it above the fold). */
export function GameDaysCalendar(props: ComponentProps<typeof LazyGameDaysCalendar>) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  // Once seen, it stays: scrolling past must not unload it.
  if (inViewport && !seen) setSeen(true);
  const waiting = <Text role="status">Loading...</Text>;
  return (
    <div ref={ref}>
      <GameDaysCalendarFrame>
        {seen ? (
          <Suspense fallback={waiting}>
            <LazyGameDaysCalendar {...props} />
          </Suspense>
        ) : (
          waiting
        )}
      </GameDaysCalendarFrame>
    </div>
  );
}

/** The calendar screen's body: filters, the month of games, venues and the feed. */
export function ScheduleCalendar(props: ComponentProps<typeof LazyScheduleCalendar>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyScheduleCalendar {...props} />
    </Suspense>
  );
}

/** The next quarterly tournament (the quarterly page). */
export function NextQuarterly(props: ComponentProps<typeof LazyNextQuarterly>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyNextQuarterly {...props} />
    </Suspense>
  );
}

/** The quarterly chip chart (ApexCharts). */
export function ChipChart() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyChipChart />
    </Suspense>
  );
}
