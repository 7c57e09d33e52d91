import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  MAX_LEVELS,
  structureProblem,
  type BlindLevel,
  type ClockView,
} from '@league/modules/games/domain/game-clock.js';
import { ApiError, apiWrite, errorMessage } from '@/lib/api-client';
import type { GameClockAnswer } from '../hooks/use-game-clock';

interface Row {
  readonly minutes: number | string;
  readonly small: number | string;
  readonly big: number | string;
  readonly ante: number | string;
  readonly break: boolean;
}

const rowOf = (level: BlindLevel): Row => ({
  minutes: level.minutes,
  small: level.small || '',
  big: level.big || '',
  ante: level.ante,
  break: level.break ?? false,
});
const levelOf = (row: Row): BlindLevel =>
  row.break
    ? { minutes: Number(row.minutes), small: 0, big: 0, ante: 0, break: true }
    : { minutes: Number(row.minutes), small: Number(row.small), big: Number(row.big), ante: Number(row.ante || 0) };

/**
 * A manager edits the game's blind structure (issue 23): level length, small and big blind,
 * ante, breaks. The server checks it again (PUT /v1/game/clock/{gameID}/structure) and
 * keeps the clock's level.
 */
export function ClockStructureEditor({
  clock,
  onSaved,
  onClose,
}: {
  readonly clock: ClockView;
  readonly onSaved: (answer: GameClockAnswer) => void;
  readonly onClose: () => void;
}) {
  const [rows, setRows] = useState<Row[]>(() => clock.levels.map(rowOf));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const save = async () => {
    const levels = rows.map(levelOf);
    const problem = structureProblem(levels);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      onSaved(
        await apiWrite<GameClockAnswer>('PUT', `/v1/game/clock/${clock.gameID}/structure`, {
          levels,
          expectedVersion: clock.version,
        }),
      );
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code === 'CLOCK_VERSION_CONFLICT'
          ? 'The clock was changed on another screen: close and open the structure again.'
          : errorMessage(failure),
      );
    } finally {
      setSaving(false);
    }
  };
  const numberCell = (index: number, field: 'minutes' | 'small' | 'big' | 'ante', label: string, disabled = false) => (
    <Table.Td>
      <NumberInput
        size="xs"
        aria-label={`${label}, level ${index + 1}`}
        value={rows[index]![field]}
        onChange={(value) => change(index, { [field]: value })}
        min={0}
        allowDecimal={false}
        hideControls
        disabled={disabled}
      />
    </Table.Td>
  );
  return (
    <Modal opened onClose={onClose} title="Blind structure" size="lg" centered>
      <Stack gap="sm">
        <Table data-testid="clock-structure">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Minutes</Table.Th>
              <Table.Th>Small</Table.Th>
              <Table.Th>Big</Table.Th>
              <Table.Th>Ante</Table.Th>
              <Table.Th>Break</Table.Th>
              <Table.Th aria-label="Remove" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                <Table.Td>{index + 1}</Table.Td>
                {numberCell(index, 'minutes', 'Minutes')}
                {numberCell(index, 'small', 'Small blind', row.break)}
                {numberCell(index, 'big', 'Big blind', row.break)}
                {numberCell(index, 'ante', 'Ante', row.break)}
                <Table.Td>
                  <Checkbox
                    aria-label={`Break, level ${index + 1}`}
                    checked={row.break}
                    onChange={(event) => change(index, { break: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove level ${index + 1}`}
                    onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                    disabled={rows.length <= 1}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={rows.length >= MAX_LEVELS}
            onClick={() =>
              setRows((current) => {
                const last = [...current].reverse().find((row) => !row.break);
                return [
                  ...current,
                  {
                    minutes: last?.minutes ?? 20,
                    small: Number(last?.small || 0) * 2 || 25,
                    big: Number(last?.big || 0) * 2 || 50,
                    ante: last?.ante ?? 0,
                    break: false,
                  },
                ];
              })
            }
          >
            Add level
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={rows.length >= MAX_LEVELS}
            onClick={() =>
              setRows((current) => [...current, { minutes: 10, small: '', big: '', ante: 0, break: true }])
            }
          >
            Add break
          </Button>
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert" data-testid="clock-structure-error">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving} data-testid="clock-structure-save">
            Save structure
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
