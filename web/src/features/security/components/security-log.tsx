import { useState } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { DataTable, PHONE_HIDDEN, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeading } from '@/components/ui/page-heading';
import { SECURITY_EVENTS_PAGE_SIZE, useSecurityEvents, type SecurityEventRow } from '../api/security-events';

const OUTCOME_COLORS: Record<SecurityEventRow['outcome'], string> = {
  success: 'green',
  failure: 'orange',
  refused: 'gray',
  locked: 'red',
};

/** "Dec 2, 2026" and "1:05 AM", in the viewer's own time. */
const day = (at: string): string => new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' });
const time = (at: string): string => new Date(at).toLocaleTimeString('en-US', { timeStyle: 'short' });
const player = (playerID: number | null): string => (playerID === null ? '—' : `#${playerID}`);

const OutcomeBadge = ({ outcome }: { readonly outcome: SecurityEventRow['outcome'] }) => (
  <Badge color={OUTCOME_COLORS[outcome]} variant="light">
    {outcome}
  </Badge>
);

const COLUMNS: DataTableColumn<SecurityEventRow>[] = [
  {
    accessor: 'at',
    title: 'When',
    noWrap: true,
    render: (event) => (
      <Stack gap={0}>
        <Text size="sm">{day(event.at)}</Text>
        <Text size="xs" c="dimmed">
          {time(event.at)}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'kind',
    title: 'Event',
    render: (event) => (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {event.kind}
        </Text>
        {/* On a phone the hidden columns go under the event. */}
        <Stack gap={4} hiddenFrom="sm" align="flex-start">
          <OutcomeBadge outcome={event.outcome} />
          <Text size="xs" c="dimmed">
            {[
              `account ${player(event.accountID)}`,
              event.actorID === null ? null : `by ${player(event.actorID)}`,
              event.detail,
              event.address,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Stack>
    ),
  },
  {
    accessor: 'outcome',
    title: 'Outcome',
    render: (event) => <OutcomeBadge outcome={event.outcome} />,
    visibleMediaQuery: PHONE_HIDDEN,
  },
  {
    accessor: 'accountID',
    title: 'Account',
    render: (event) => player(event.accountID),
    visibleMediaQuery: PHONE_HIDDEN,
  },
  { accessor: 'actorID', title: 'By', render: (event) => player(event.actorID), visibleMediaQuery: PHONE_HIDDEN },
  { accessor: 'address', title: 'Address', render: (event) => event.address ?? '—', visibleMediaQuery: PHONE_HIDDEN },
  { accessor: 'detail', title: 'Detail', render: (event) => event.detail ?? '', visibleMediaQuery: PHONE_HIDDEN },
];

/** The owner's security log: the last 90 days of log-ins, lockouts, second-factor and account changes, and refused staff calls. */
export function SecurityLog() {
  const [page, setPage] = useState(1);
  const events = useSecurityEvents(page);
  return (
    <Stack gap="md">
      <PageHeading mb={0} />
      <Text size="sm" c="dimmed">
        Log-ins, lockouts, two-step sign-in, password, email and role changes, bans, merges and refused staff calls of
        the last 90 days, newest first. Accounts are player IDs; no password or code is ever kept.
      </Text>
      <DataTable
        label="Security events"
        query={events}
        columns={COLUMNS}
        idAccessor="eventID"
        emptyText="No security events yet."
        paging={{ page, pageSize: SECURITY_EVENTS_PAGE_SIZE, onPageChange: setPage, controls: 'previous-next' }}
      />
    </Stack>
  );
}
