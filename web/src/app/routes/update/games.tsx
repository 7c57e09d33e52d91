import { Suspense } from 'react';
import { Grid, Paper, Stack } from '@mantine/core';
import { FormStatus } from '@/components/ui/form-status';
import { PageHeading } from '@/components/ui/page-heading';
import { GameForm, GamePicker, useManageGames } from '@/features/games';

/**
 * /update/games/{gameID?} (product §2.23), for managers and above (the route table
 * guards it): the game picker beside the game form; on a phone the picker sits above
 * the form, and picking scrolls to it. The address follows the selected game.
 */
export default function ManageGamesRoute() {
  const games = useManageGames();
  return (
    <Stack gap="lg">
      <PageHeading mb={0} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
          <Suspense fallback={<FormStatus kind="status">Loading...</FormStatus>}>
            <GamePicker selectedID={games.list.selectedID} onSelect={games.list.onSelect} />
          </Suspense>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, lg: 8 }} id={games.panelID} style={{ scrollMarginTop: 76 }}>
          <Suspense
            fallback={
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                <FormStatus kind="status">Loading...</FormStatus>
              </Paper>
            }
          >
            <GameForm detail={games.detail} />
          </Suspense>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
