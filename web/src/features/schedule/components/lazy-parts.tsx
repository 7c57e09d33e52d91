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
import { BrowserSuspense } from '@/components/ui/browser-suspense';

const LazyHomeCarousel = lazy(() => import('./home-carousel'));
const LazyGameDaysCalendar = lazy(() => import('./game-days-calendar'));
const LazyScheduleCalendar = lazy(() => import('./schedule-calendar'));
const LazyChipChart = lazy(() => import('./chip-chart'));
const LazyNextQuarterly = lazy(() => import('./next-quarterly'));

/**
 * When the carousel's code is wanted: when the visitor reaches for the pictures (pointer
 * or touch), or 3 s after the page is shown, in time for the first change at 5 s.
 * The first page's own download (goal: 150 KB) never waits for Embla.
 */
const CAROUSEL_CODE_AFTER_MS = 3_000;

function useCarouselWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWanted(true), CAROUSEL_CODE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return [wanted, () => setWanted(true)];
}

/** The carousel; its first picture shows at once (a plain image), its code comes when wanted. */
export function HomeCarousel() {
  const [wanted, want] = useCarouselWanted();
  const [firstShownAt] = useState(() => performance.now());
  const placeholder = <CarouselPlaceholder onReach={want} />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyHomeCarousel firstShownAt={firstShownAt} />
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
    <BrowserSuspense fallback={<PageLoader />}>
      <LazyChipChart />
    </BrowserSuspense>
  );
}
