/**
 * Year and period (SPEC §4 "Period filters"): All Years, or a year with All, a season
 * (Q1-Q4) or a month (M1-M12), and arrows that step to the period before or after
 * (crossing a year boundary: Dec to Jan). The screen owns the selection (its address).
 * A small copy of what the standings feature may offer as a shared kit; the lead unifies.
 */
import { ActionIcon, Group, Input, NativeSelect } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  ALL_YEARS,
  MONTH_PERIODS,
  QUARTER_PERIODS,
  parsePeriod,
  periodLabel,
  periodOptionLabel,
  shiftPeriod,
  type PeriodSelection,
} from '@league/shared/domain/period.js';

/** The season's label is period.ts's, the same on every screen ("Winter (Q1)"). */
const PERIOD_OPTIONS = (['All', ...QUARTER_PERIODS, ...MONTH_PERIODS] as const).map((period) => ({
  value: period,
  label: periodOptionLabel(period),
}));

/** "Winter 2026 (Q1)", "March 2026", "2026", "All Years" (period.ts). */
export { periodLabel };

export interface PeriodFilterProps {
  readonly value: PeriodSelection;
  readonly years: readonly number[];
  readonly onChange: (next: PeriodSelection) => void;
}

export function YearSelect({ value, years, onChange }: PeriodFilterProps) {
  return (
    <NativeSelect
      size="md"
      label="Year"
      name="year"
      value={String(value.year)}
      data={[
        { value: String(ALL_YEARS), label: 'All Years' },
        ...years.map((year) => ({ value: String(year), label: String(year) })),
      ]}
      // All Years forces All (period.ts normalisePeriodSelection).
      onChange={(event) => {
        const year = Number(event.currentTarget.value);
        onChange(year === ALL_YEARS ? { year, period: 'All' } : { year, period: value.period });
      }}
    />
  );
}

export function PeriodSelect({ value, onChange }: Omit<PeriodFilterProps, 'years'>) {
  const allYears = value.year === ALL_YEARS;
  const step = (direction: 1 | -1) => onChange(shiftPeriod(value, direction));
  // The label sits over the arrows and the select together, so the row lines up with its neighbours.
  return (
    <Input.Wrapper size="md" label="Period" labelProps={{ htmlFor: 'period-select' }}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size={42}
          aria-label="Previous period"
          disabled={allYears}
          onClick={() => step(-1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <NativeSelect
          size="md"
          id="period-select"
          name="period"
          style={{ flex: 1, minWidth: 0 }}
          value={value.period}
          disabled={allYears}
          data={PERIOD_OPTIONS}
          onChange={(event) => onChange({ year: value.year, period: parsePeriod(event.currentTarget.value) ?? 'All' })}
        />
        <ActionIcon variant="default" size={42} aria-label="Next period" disabled={allYears} onClick={() => step(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Input.Wrapper>
  );
}
