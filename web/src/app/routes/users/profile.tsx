import { Stack } from '@mantine/core';
import { UserType } from '@league/shared/domain/user-type.js';
import { useAuth } from '@/lib/auth';
import { EditProfileScreen } from '@/features/player-records';
import { TwoStepPanel } from '@/features/users';

/**
 * /users/profile, Edit Profile (product §2.20): the player form on one's own record, with the
 * profile image upload; hosts and up also get the "Two-step sign-in" panel (issue 18).
 */
export default function ProfileRoute() {
  const { isAtLeast } = useAuth();
  if (!isAtLeast(UserType.Host)) return <EditProfileScreen />;
  return (
    <Stack gap="lg" maw={880}>
      <EditProfileScreen />
      <TwoStepPanel />
    </Stack>
  );
}
