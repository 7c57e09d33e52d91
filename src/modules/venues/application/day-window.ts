/** A window of league days, both ends included (yyyy-MM-dd). */
export interface DayWindow {
  start: string;
  stop: string;
}

/** An event runs in a window when it started by its end and has not stopped before its start (params: stop, start). */
export const SERIES_RUNS_IN_WINDOW = `e.start_date <= ?::date and (e.stop_date is null or e.stop_date >= ?::date)`;
