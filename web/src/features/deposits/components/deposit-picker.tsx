import { useState } from 'react';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { SeriesSelect, useHostList, VenueSelect } from '@/catalog';
import { RecordPicker, type RecordListProps, type RecordPickerItem } from '@/components/ui/record-picker';
import { errorMessage } from '@/lib/api-client';
import { leagueToday } from '@/lib/clock';
import { useDeposit, useDeposits, type DepositRow } from '../api/deposits';
import {
  ALL_MONTHS,
  ALL_YEARS,
  changeFilters,
  depositListPath,
  depositYears,
  dollars,
  initialDepositFilters,
  type DepositFilters,
} from '../deposit-filters';

/** Product §9: the deposit list is 18em tall. */
export const DEPOSIT_LIST_HEIGHT = '18em';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const depositItem = (deposit: DepositRow): RecordPickerItem => ({
  id: deposit.depositID,
  label: deposit.title,
  description: [deposit.depositDate, dollars(deposit.depositAmount), deposit.hostName].filter(Boolean).join(' · '),
});

interface SelectProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
}

function NumberSelect({
  label,
  name,
  value,
  onChange,
  data,
  disabled,
  error,
}: SelectProps & {
  label: string;
  name: string;
  data: { value: string; label: string }[];
  disabled?: boolean;
  error?: string | undefined;
}) {
  if (value > 0 && !data.some((option) => option.value === String(value)))
    data.push({ value: String(value), label: `${label} ${value}` });
  return (
    <NativeSelect
      size="md"
      label={label}
      name={name}
      value={String(value)}
      data={data}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

/**
 * The deposit picker (product §2 Manage Deposits): venue, event (following the venue),
 * year and month, and for admins and up the host, then the deposits newest first in an
 * 18em list with "New Deposit" first. The selected deposit stays listed when the filters
 * leave it out (one just saved with another date).
 */
export function DepositPicker(
  props: Pick<RecordListProps, 'selectedID' | 'onSelect'> & { readonly choosesHost: boolean },
) {
  const today = leagueToday();
  const [filters, setFilters] = useState<DepositFilters>(() => initialDepositFilters(today));
  const deposits = useDeposits(depositListPath(filters));
  const selected = useDeposit(props.selectedID).data;
  const hosts = useHostList(props.choosesHost);
  const change = (next: Partial<DepositFilters>) => setFilters(changeFilters(filters, next));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        {props.choosesHost && (
          <NumberSelect
            label="Host"
            name="hostFilter"
            value={filters.hostID}
            onChange={(hostID) => change({ hostID })}
            data={[
              { value: '0', label: hosts.isPending ? 'Loading...' : 'All Hosts' },
              ...(hosts.data?.rows ?? []).map((host) => ({ value: String(host.playerID), label: host.title })),
            ]}
            error={hosts.isError ? errorMessage(hosts.error) : undefined}
          />
        )}
        <VenueSelect value={filters.venueID} onChange={(venueID) => change({ venueID })} />
        <SeriesSelect venueID={filters.venueID} value={filters.eventID} onChange={(eventID) => change({ eventID })} />
        <NumberSelect
          label="Year"
          name="year"
          value={filters.year}
          onChange={(year) => change({ year })}
          data={[
            { value: String(ALL_YEARS), label: 'All Years' },
            ...depositYears(today).map((year) => ({ value: String(year), label: String(year) })),
          ]}
        />
        <NumberSelect
          label="Month"
          name="month"
          value={filters.month}
          onChange={(month) => change({ month })}
          disabled={filters.year === ALL_YEARS}
          data={[
            { value: String(ALL_MONTHS), label: 'All' },
            ...MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name })),
          ]}
        />
      </SimpleGrid>
      <RecordPicker
        {...props}
        title="Deposits"
        newLabel="New Deposit"
        query={deposits}
        toItem={depositItem}
        selected={selected}
        maxHeight={DEPOSIT_LIST_HEIGHT}
      />
    </Stack>
  );
}
