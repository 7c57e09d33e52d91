/** A list's paginator (the leaderboard's above and below its table, product §2 "Player leaderboard"; the quarterly standings'): Previous, "21-40 of 245", Next. */
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export interface PaginatorProps {
  /** 1-based */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPageChange: (page: number) => void;
  /** Tells the two paginators apart (tests, assistive technology). */
  readonly label: string;
}

export function Paginator({ page, pageSize, total, onPageChange, label }: PaginatorProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" component="nav" aria-label={label}>
      <Button
        variant="default"
        size="sm"
        mih={40}
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm" data-testid="page-report">
        {from}-{to} of {total}
      </Text>
      <Button
        variant="default"
        size="sm"
        mih={40}
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
