/**
 * The league's period filter (product §4 "Period filters"): a year (All Years or
 * 2004..next year) and a period (All, January..December as M1..M12, the seasons Q1..Q4),
 * with Previous and Next stepping one period, across year boundaries. The rules are
 * shared/domain/period.ts's; this is their form and their league-date window.
 * Screens keep the selection in the address (`/{year}/{period}`) and rewrite it on change.
 */
import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  ALL_YEARS,
  FIRST_LEAGUE_YEAR,
  MONTH_PERIODS,
  QUARTER_PERIODS,
  YEAR_LIMIT,
  normalisePeriodSelection,
  periodDates,
  periodOptionLabel,
  shiftPeriod,
  type PeriodSelection,
} from '@league/shared/domain/period.js';

export type { PeriodSelection };
/** The first and last league dates (yyyy-MM-dd, both included) of a selection: the API's start and stop. */
export { periodDates };

const PERIOD_OPTIONS = (['All', ...MONTH_PERIODS, ...QUARTER_PERIODS] as const).map((period) => ({
  value: period,
  label: periodOptionLabel(period),
}));

/** The selection a screen shows with nothing (or nonsense) in the address: this year, All. */
export const defaultPeriod = (today: string): PeriodSelection => ({ year: Number(today.slice(0, 4)), period: 'All' });

/** The selection of an address's year and period segments (years outside 2004..2099 ignored; All Years forces All). */
export const periodOfParams = (year: string | undefined, period: string | undefined, today: string): PeriodSelection =>
  normalisePeriodSelection({ year: year ?? null, period: period ?? null }, defaultPeriod(today));

/** Years to choose from, newest first: next year down to 2004. */
export function periodYears(today: string): number[] {
  const last = Math.min(YEAR_LIMIT - 1, Number(today.slice(0, 4)) + 1);
  return Array.from({ length: last - FIRST_LEAGUE_YEAR + 1 }, (_, i) => last - i);
}

export interface PeriodFilterProps {
  readonly value: PeriodSelection;
  readonly onChange: (next: PeriodSelection) => void;
  /** League today (yyyy-MM-dd): the newest year offered is the next one. */
  readonly today: string;
}

export function PeriodFilter({ value, onChange, today }: PeriodFilterProps) {
  const years = [
    { value: String(ALL_YEARS), label: 'All Years' },
    ...periodYears(today).map((year) => ({ value: String(year), label: String(year) })),
  ];
  const allYears = value.year === ALL_YEARS;
  const previous = shiftPeriod(value, -1);
  const next = shiftPeriod(value, 1);
  const change = (year: number, period: string) => onChange(normalisePeriodSelection({ year, period }, value));
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" role="group" aria-label="Period filter">
      <ActionIcon
        variant="default"
        size={42}
        aria-label="Previous period"
        disabled={allYears || previous === value}
        onClick={() => onChange(previous)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <NativeSelect
        size="md"
        label="Year"
        name="year"
        value={String(value.year)}
        data={years}
        onChange={(event) => change(Number(event.currentTarget.value), value.period)}
        miw={96}
      />
      <NativeSelect
        size="md"
        label="Period"
        name="period"
        value={value.period}
        data={PERIOD_OPTIONS}
        disabled={allYears}
        onChange={(event) => change(value.year, event.currentTarget.value)}
        style={{ flex: 1 }}
        miw={0}
      />
      <ActionIcon
        variant="default"
        size={42}
        aria-label="Next period"
        disabled={allYears || next === value}
        onClick={() => onChange(next)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
