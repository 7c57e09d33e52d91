import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  chipTierFor,
  chipsOfRecorded,
  formatChips,
  recordedOfChips,
  type ChipTier,
} from '@league/modules/points/domain/quarterly-buy-in.js';
import type { BuySelection } from '@league/modules/points/domain/quarterly-buy-in.js';
import { periodLabel } from '@league/shared/domain/period.js';
import { qualifyingSeasonFor } from '@league/shared/domain/zoned-period.js';
import { LEAGUE_TIME_ZONE } from '@/config/site';
import { errorMessage } from '@/lib/api-client';
import { usePlayerStats, type GamePointRow } from '../api/points';

export interface BuysAllowed {
  readonly rebuys: boolean;
  readonly addOns: boolean;
}

interface QuarterlyControlsProps {
  readonly gameAt: string;
  readonly allowed: BuysAllowed;
  readonly onAllowedChange: (allowed: BuysAllowed) => void;
  /** The selected row: the radios offer what its player's points allow. */
  readonly row: GamePointRow | null;
  readonly onUpdate: (row: GamePointRow | null, selection: BuySelection) => void;
  readonly disabled: boolean;
}

const recorded = (chips: number | null): number | null => (chips === null ? null : recordedOfChips(chips));

const distinct = (values: number[]): number[] => [...new Set(values)].filter((value) => value > 0);

type BuyGroup = 'buyIn' | 'reBuy' | 'addOn';
type Buys = Record<BuyGroup, number>;

/**
 * The radios' choices by the tier: None, then the amounts it offers, and the amount the
 * player has on record when the tier no longer offers it (so the recorded state shows).
 */
function choicesOf(tier: ChipTier | null, onRecord: Buys | null) {
  const withRecorded = (amounts: number[], group: BuyGroup) => [
    0,
    ...distinct([...amounts, onRecord?.[group] ?? 0]).sort((a, b) => a - b),
  ];
  return {
    buyIn: withRecorded(tier ? [tier.buyIn] : [], 'buyIn'),
    reBuy: withRecorded(tier?.options.map((option) => option.reBuy) ?? [], 'reBuy'),
    addOn: withRecorded(tier?.options.map((option) => option.addOn) ?? [], 'addOn'),
  };
}

/** The selected player's recorded buys in chips (records keep thousands: 25 is 25K). */
export const recordedBuysOf = (row: Pick<GamePointRow, 'buyIn' | 'reBuy' | 'addOn'> | null): Buys | null =>
  row
    ? { buyIn: chipsOfRecorded(row.buyIn), reBuy: chipsOfRecorded(row.reBuy), addOn: chipsOfRecorded(row.addOn) }
    : null;

/**
 * What a radio group shows: the host's choice when they made one, else what the player has
 * on record (None for nothing), so a player with a 25K buy-in shows 25K selected.
 */
export const shownBuy = (chosen: number | null, onRecord: Buys | null, group: BuyGroup): number | null =>
  chosen ?? onRecord?.[group] ?? null;

function BuyRadios({
  label,
  amounts,
  value,
  onChange,
  disabled,
}: {
  label: string;
  amounts: number[];
  value: number | null;
  onChange: (amount: number) => void;
  disabled: boolean;
}) {
  return (
    <Radio.Group
      label={label}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
    >
      <Group gap="md" mt={6}>
        {amounts.map((amount) => (
          <Radio
            key={amount}
            value={String(amount)}
            label={amount === 0 ? 'None' : formatChips(amount)}
            disabled={disabled}
            size="md"
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * Quarterly games (product §2, §4): Rebuys Allowed and Add-Ons Allowed (add-ons only
 * while rebuys are allowed; scans and check-ins follow them), and the host's manual
 * choice of buy-in, rebuy and add-on for the selected player, saved with Update.
 * The choices come from the player's points in the game's qualifying season; the
 * server checks the choice again.
 */
export function QuarterlyControls({
  gameAt,
  allowed,
  onAllowedChange,
  row,
  onUpdate,
  disabled,
}: QuarterlyControlsProps) {
  const season = qualifyingSeasonFor(new Date(gameAt), LEAGUE_TIME_ZONE);
  const stats = usePlayerStats(row?.playerID ?? 0, season.year, season.period);
  const [selection, setSelection] = useState<{
    pointID: number;
    buyIn: number | null;
    reBuy: number | null;
    addOn: number | null;
  }>({
    pointID: 0,
    buyIn: null,
    reBuy: null,
    addOn: null,
  });
  // A new player selected starts with nothing chosen: the radios show their recorded buys.
  const chosen =
    selection.pointID === (row?.pointID ?? 0)
      ? selection
      : { pointID: row?.pointID ?? 0, buyIn: null, reBuy: null, addOn: null };
  const choose = (group: BuyGroup, amount: number) => setSelection({ ...chosen, [group]: amount });
  const onRecord = recordedBuysOf(row);

  // Product §8: a stats failure counts as 0 points and shows its message.
  const points = stats.data?.totalPoints ?? 0;
  let tier: ChipTier | null = null;
  let tierProblem: string | null = stats.isError ? errorMessage(stats.error) : null;
  if (row && !stats.isPending) {
    try {
      tier = chipTierFor(points);
    } catch (error) {
      tierProblem = tierProblem ?? errorMessage(error);
    }
  }
  const choices = choicesOf(tier, onRecord);
  const radiosOff = disabled || !row || !tier;

  return (
    <Paper withBorder radius="md" p="md" data-testid="quarterly-controls">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Buy-ins
        </Title>
        <Group gap="lg">
          <Checkbox
            size="md"
            label="Rebuys Allowed"
            checked={allowed.rebuys}
            onChange={(event) =>
              onAllowedChange({
                rebuys: event.currentTarget.checked,
                addOns: event.currentTarget.checked && allowed.addOns,
              })
            }
            data-testid="rebuys-allowed"
          />
          <Checkbox
            size="md"
            label="Add-Ons Allowed"
            checked={allowed.addOns}
            disabled={!allowed.rebuys}
            onChange={(event) => onAllowedChange({ ...allowed, addOns: event.currentTarget.checked })}
            data-testid="add-ons-allowed"
          />
        </Group>
        {row ? (
          <Text size="sm" data-testid="quarterly-stats">
            {row.playerName}: {stats.isPending ? 'reading points...' : `${points} points in ${periodLabel(season)}`}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Select a player to choose their buys.
          </Text>
        )}
        {row && tierProblem && (
          <Text size="sm" c="red.8" data-testid="quarterly-problem">
            {tierProblem}
          </Text>
        )}
        <BuyRadios
          label="Buy-in"
          amounts={choices.buyIn}
          value={shownBuy(chosen.buyIn, onRecord, 'buyIn')}
          onChange={(amount) => choose('buyIn', amount)}
          disabled={radiosOff}
        />
        <BuyRadios
          label="Rebuy"
          amounts={choices.reBuy}
          value={shownBuy(chosen.reBuy, onRecord, 'reBuy')}
          onChange={(amount) => choose('reBuy', amount)}
          disabled={radiosOff}
        />
        <BuyRadios
          label="Add-on"
          amounts={choices.addOn}
          value={shownBuy(chosen.addOn, onRecord, 'addOn')}
          onChange={(amount) => choose('addOn', amount)}
          disabled={radiosOff}
        />
        <Button
          size="md"
          mih={44}
          // The radios are in chips; the call takes the records' unit (thousands). Groups the host left alone go as null.
          onClick={() =>
            onUpdate(row, {
              buyIn: recorded(chosen.buyIn),
              reBuy: recorded(chosen.reBuy),
              addOn: recorded(chosen.addOn),
            })
          }
          disabled={disabled}
          data-testid="update-buys"
        >
          Update
        </Button>
      </Stack>
    </Paper>
  );
}
