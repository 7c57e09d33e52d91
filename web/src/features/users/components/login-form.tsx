import type { FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useFormFields } from '@/components/ui/form-fields';
import { FormHeading } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { useLogin } from '../api/users';
import { useFormCheck } from '../hooks/use-form-check';
import { USER_FIELDS, validateLogin } from '../messages';
import { UserNameInput } from './user-name-input';

export function LoginForm({ onLoggedIn }: { readonly onLoggedIn: () => void }) {
  const login = useLogin();
  const { values, field } = useFormFields(USER_FIELDS, { userName: '', password: '' });
  const { passes, error } = useFormCheck(login, 'Unable to log-in');

  const submit = (event: FormEvent) => {
    if (!passes(event, validateLogin(values.userName, values.password))) return;
    login.mutate({ userName: values.userName.trim(), password: values.password }, { onSuccess: onLoggedIn });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="User log-in">
      <Stack gap="md">
        <FormHeading busy={login.isPending && 'Logging in...'} error={error}>
          Enter your user name and password.
        </FormHeading>
        <UserNameInput {...field('userName')} data-autofocus />
        <PasswordInput {...field('password')} autoComplete="current-password" withAsterisk />
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
