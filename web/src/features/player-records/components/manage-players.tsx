import type { ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';
import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/lib/auth';
import { usePlayerRecord, type PlayerRecord } from '../api/player-records';
import { usePlayersMasterDetail } from '../hooks/use-player-records';
import { PlayerForm } from './player-form';
import { PlayerRecordPicker } from './player-record-picker';

const PICKER_SPAN = { base: 12, md: 4 };
const FORM_SPAN = { base: 12, md: 8 };

export interface ManagePlayersScreenProps {
  /**
   * More panels about the picked player, under the picker (the merge work mounts
   * "Merge players" and the merge history here). Given the player being edited (null
   * for a new one) and a way to pick another (e.g. the survivor after a merge).
   */
  readonly extra?: (props: {
    readonly player: PlayerRecord | null;
    readonly pick: (playerID: number) => void;
  }) => ReactNode;
}

/**
 * /update/players (product §2.24), assistants and up (the route table guards it): the
 * player picker beside the player form, fields by the viewer's level. On a phone the
 * picker sits above the form, and picking scrolls the form into view.
 */
export function ManagePlayersScreen({ extra }: ManagePlayersScreenProps) {
  const { user } = useAuth();
  const viewer = { playerID: user?.playerID ?? 0, userType: user?.userType ?? 0 };
  const players = usePlayersMasterDetail(viewer.playerID);
  const selected = usePlayerRecord(players.selectedID, viewer.playerID).data;
  const player = players.selectedID > 0 ? (selected ?? null) : null;

  return (
    <Stack gap="lg">
      <PageHeading mb={0} />
      <Grid gap="md" component="section" aria-label="Player">
        <Grid.Col span={PICKER_SPAN}>
          <Stack gap="lg">
            <PlayerRecordPicker {...players.list} selected={selected} />
            {extra ? (
              <div data-testid="manage-players-extra">{extra({ player, pick: players.list.onSelect })}</div>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={FORM_SPAN} id={players.panelID} style={{ scrollMarginTop: 76 }}>
          <PlayerForm detail={players.detail} viewer={viewer} openPlayer={players.list.onSelect} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
