import { Stack } from '@mantine/core';
import { PageHeading } from '@/components/ui/page-heading';
import { MergePlayersPanel } from '@/features/player-merge';

/** /update/players/merge: merging duplicate players, managers and up (the route table guards it). */
export default function MergePlayersRoute() {
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <PageHeading />
      <MergePlayersPanel />
    </Stack>
  );
}
