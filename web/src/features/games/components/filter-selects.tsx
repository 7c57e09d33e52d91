/**
 * The year and month selects the game screens filter by (Events and the Manage Games
 * picker), beside the catalog's venue and event selects. Native selects: a phone opens
 * its own picker.
 */
import { NativeSelect } from '@mantine/core';
import { ALL_MONTHS, ALL_YEARS, MONTH_NAMES, monthSegment } from '../browse-filters';

interface NumberSelectProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
}

export function YearFilter({
  years,
  value,
  onChange,
  allYears = true,
}: NumberSelectProps & { readonly years: readonly number[]; readonly allYears?: boolean }) {
  const data = [
    ...(allYears ? [{ value: String(ALL_YEARS), label: 'All Years' }] : []),
    ...years.map((year) => ({ value: String(year), label: String(year) })),
  ];
  return (
    <NativeSelect
      size="md"
      label="Year"
      name="year"
      value={String(value)}
      data={data}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

/** All, then January to December; the value is the month's number (the address keeps it as M plus the number). */
export function MonthFilter({ value, onChange, disabled }: NumberSelectProps & { readonly disabled?: boolean }) {
  const data = [
    { value: String(ALL_MONTHS), label: 'All' },
    ...MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name })),
  ];
  return (
    <NativeSelect
      size="md"
      label="Month"
      name="month"
      value={String(value)}
      data={data}
      disabled={disabled}
      data-month={monthSegment(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
