import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/lib/auth';
import { useProfileDetail } from '../hooks/use-player-records';
import { PlayerForm } from './player-form';

/**
 * /users/profile, Edit Profile (product §2.20): the player form on the logged-in player's
 * own record: their details, never their flags, notes, number or user type.
 */
export function EditProfileScreen() {
  const { user } = useAuth();
  const viewer = { playerID: user?.playerID ?? 0, userType: user?.userType ?? 0 };
  const profile = useProfileDetail(viewer.playerID);

  return (
    <Stack gap="lg" maw={880}>
      <PageHeading mb={0} />
      <PlayerForm
        detail={profile.detail}
        viewer={viewer}
        actions={(player) => (
          <Group gap="sm">
            <Button
              type="submit"
              size="md"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              loading={profile.detail.actions(player).saving}
            >
              Save
            </Button>
          </Group>
        )}
      />
    </Stack>
  );
}
