import { Alert, Anchor, Stack } from '@mantine/core';
import { UserType } from '@league/shared/domain/user-type.js';
import { useAuth } from '@/lib/auth';
import { EditProfileScreen } from '@/features/player-records';
import { TWO_STEP_PANEL_ID, TwoStepPanel } from '@/features/users';

/**
 * /users/profile, Edit Profile (product §2.20): the player form on one's own record, with the
 * profile image upload; hosts and up also get the "Two-step sign-in" panel (issue 18). A user
 * sent here to turn it on (REQUIRE_TOTP_FOR) is told so at the top, with a link down to it.
 */
export default function ProfileRoute() {
  const { user, isAtLeast } = useAuth();
  if (!isAtLeast(UserType.Host)) return <EditProfileScreen />;
  return (
    <Stack gap="lg" maw={880}>
      {user?.totpSetupRequired && (
        <Alert color="yellow" title="Turn on two-step sign-in to use the staff screens" data-testid="two-step-needed">
          Your role needs it.{' '}
          <Anchor href={`#${TWO_STEP_PANEL_ID}`} inherit>
            Set it up below
          </Anchor>{' '}
          with an authenticator app on your phone; it takes a minute.
        </Alert>
      )}
      <EditProfileScreen />
      <TwoStepPanel />
    </Stack>
  );
}
