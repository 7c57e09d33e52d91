import type { FormEvent } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { IconLock, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useFormFields } from '@/components/ui/form-fields';
import { FormHeading, FormStatus } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { useSetPassword } from '../api/users';
import { useFormCheck } from '../hooks/use-form-check';
import { MESSAGES, USER_FIELDS, validateSetPassword } from '../messages';
import { UserNameInput } from './user-name-input';

export interface SetPasswordFormProps {
  readonly playerID: number;
  readonly token: string;
  /** From the link; blank when the link carried '@'. */
  readonly initialUserName: string;
}

export function SetPasswordForm({ playerID, token, initialUserName }: SetPasswordFormProps) {
  const update = useSetPassword();
  const { values, field } = useFormFields(USER_FIELDS, { userName: initialUserName, password: '', confirmPassword: '' });
  const { passes, error } = useFormCheck(update, 'Unable to update password');

  const submit = (event: FormEvent) => {
    const { userName, password, confirmPassword } = values;
    if (!passes(event, validateSetPassword(userName, password, confirmPassword))) return;
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

  return (
    <form onSubmit={submit} noValidate aria-label="Set password">
      <Stack gap="md">
        <FormHeading busy={update.isPending && 'Saving...'} error={error}>
          Choose a new password.
        </FormHeading>
        <UserNameInput {...field('userName')} />
        <PasswordInput {...field('password')} autoComplete="new-password" withAsterisk />
        <PasswordInput {...field('confirmPassword')} autoComplete="new-password" withAsterisk />
        <Button type="submit" loading={update.isPending} leftSection={<IconLock size={20} aria-hidden />} fullWidth>
          Update Password
        </Button>
      </Stack>
    </form>
  );
}
