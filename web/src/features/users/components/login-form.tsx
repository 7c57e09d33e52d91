import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { useLogin } from '../api/users';
import { failureMessage, PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH, validateLogin } from '../messages';

export function LoginForm({ onLoggedIn }: { readonly onLoggedIn: () => void }) {
  const login = useLogin();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin(userName, password);
    setProblem(invalid);
    if (invalid) return;
    login.mutate({ userName: userName.trim(), password }, { onSuccess: onLoggedIn });
  };

  const error = problem ?? (login.isError ? failureMessage('Unable to log-in', login.error) : null);

  return (
    <form onSubmit={submit} noValidate aria-label="User log-in">
      <Stack gap="md">
        {login.isPending ? (
          <FormStatus kind="status">Logging in...</FormStatus>
        ) : error ? (
          <FormStatus kind="error">{error}</FormStatus>
        ) : (
          <FormStatus kind="status">Enter your user name and password.</FormStatus>
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
          data-autofocus
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          withAsterisk
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={login.isPending} leftSection={<IconLogin size={20} aria-hidden />} fullWidth>
          Log In
        </Button>
        <Anchor component={Link} to={href('resetPassword')} ta="center">
          Forgot your password? Reset it
        </Anchor>
      </Stack>
    </form>
  );
}
