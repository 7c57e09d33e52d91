import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDevicesCancel, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { USER_TYPE_NAMES, isUserType } from '@league/shared/domain/user-type.js';
import { PageHeading } from '@/components/ui/page-heading';
import { href } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { UserMenuGrid, userMenu } from '@/features/users';

/** The user dashboard: who you are, your role's menu, dark mode, log-out and log out everywhere. Guarded by the route table. */
export default function UserDashboardRoute() {
  const { user, hostMode, logout, logoutEverywhere } = useAuth();
  const [everywhere, setEverywhere] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const navigate = useNavigate();
  const { toggleColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  if (!user) return null; // the route guard has already sent visitors to log-in

  const name = user.title || `${user.firstName} ${user.lastName}`.trim() || user.userName;
  const role = isUserType(user.userType) ? USER_TYPE_NAMES[user.userType] : `Level ${user.userType}`;

  const logOut = async () => {
    await logout();
    navigate(href('login'), { replace: true });
  };

  // Every device this account is logged in on (a lost phone, a shared computer) is logged out, this one too.
  const logOutEverywhere = async () => {
    setEverywhere({ busy: true, error: null });
    try {
      await logoutEverywhere();
    } catch (error) {
      setEverywhere({ busy: false, error: failureText('Unable to log out everywhere', error) });
      return;
    }
    notifications.show({
      color: 'green',
      title: 'Logged out everywhere',
      message: 'Every device that was logged in to your account is logged out.',
    });
    navigate(href('login'), { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeading mb={0} />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3" data-testid="user-name">
              Welcome, {user.firstName || name}
            </Title>
            <Text c="dimmed">
              {name}
              {user.playerNumber ? ` · Player #${user.playerNumber}` : ''} · {user.userName}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge size="lg" variant="light" data-testid="user-role">
              {role}
            </Badge>
            {hostMode && (
              <Badge size="lg" color="orange" variant="light" data-testid="host-mode">
                Host mode
              </Badge>
            )}
          </Group>
        </Group>
      </Paper>

      <UserMenuGrid sections={userMenu(user, hostMode)} />

      <Group gap="sm">
        <Button
          variant="default"
          leftSection={scheme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
          onClick={toggleColorScheme}
          data-testid="toggle-dark-mode"
        >
          Toggle Dark Mode
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={20} aria-hidden />}
          onClick={logOut}
          data-testid="log-out"
        >
          Log Out
        </Button>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconDevicesCancel size={20} aria-hidden />}
          onClick={() => void logOutEverywhere()}
          loading={everywhere.busy}
          data-testid="log-out-everywhere"
        >
          Log Out Everywhere
        </Button>
      </Group>
      {everywhere.error && (
        <Alert color="red" role="alert" data-testid="log-out-everywhere-error">
          {everywhere.error}
        </Alert>
      )}
    </Stack>
  );
}
