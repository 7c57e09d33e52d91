import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { useSetPassword } from '../api/users';
import { failureMessage, MESSAGES, PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH, validateSetPassword } from '../messages';

export interface SetPasswordFormProps {
  readonly playerID: number;
  readonly token: string;
  /** From the link; blank when the link carried '@'. */
  readonly initialUserName: string;
}

export function SetPasswordForm({ playerID, token, initialUserName }: SetPasswordFormProps) {
  const update = useSetPassword();
  const [userName, setUserName] = useState(initialUserName);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSetPassword(userName, password, confirmPassword);
    setProblem(invalid);
    if (invalid) return;
    update.mutate({ playerID, userName: userName.trim(), token, password, confirmPassword });
  };

  if (update.isSuccess) {
    return (
      <Stack gap="md">
        <FormStatus kind="success">{update.data.message || MESSAGES.passwordUpdated}</FormStatus>
        <Button component={Link} to={href('login')} leftSection={<IconLogin size={20} aria-hidden />} fullWidth>
          Log in
        </Button>
      </Stack>
    );
  }

  const error = problem ?? (update.isError ? failureMessage('Unable to update password', update.error) : null);

  return (
    <form onSubmit={submit} noValidate aria-label="Set password">
      <Stack gap="md">
        {update.isPending ? (
          <FormStatus kind="status">Saving...</FormStatus>
        ) : error ? (
          <FormStatus kind="error">{error}</FormStatus>
        ) : (
          <FormStatus kind="status">Choose a new password.</FormStatus>
        )}
        <TextInput
          label="User Name"
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={USER_NAME_MAX_LENGTH}
          withAsterisk
          value={userName}
          onChange={(event) => setUserName(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          withAsterisk
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          withAsterisk
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={update.isPending} leftSection={<IconLock size={20} aria-hidden />} fullWidth>
          Update Password
        </Button>
      </Stack>
    </form>
  );
}
