import { Button, PasswordInput, Stack } from '@mantine/core';
import { IconLock, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formValues } from '@/components/ui/field-form';
import { FormHeading, FormStatus } from '@/components/ui/form-status';
import { placeFailure, useCheckedSubmit, useFieldForm } from '@/components/ui/use-field-form';
import { href } from '@/config/paths';
import { useSetPassword } from '../api/users';
import { failureMessage, MESSAGES } from '../messages';
import { SET_PASSWORD_FIELDS, setPasswordCheck } from '../user.fields';
import { UserNameInput } from './user-name-input';

export interface SetPasswordFormProps {
  readonly playerID: number;
  readonly token: string;
  /** From the link; blank when the link carried '@'. */
  readonly initialUserName: string;
}

export function SetPasswordForm({ playerID, token, initialUserName }: SetPasswordFormProps) {
  const update = useSetPassword();
  const form = useFieldForm(
    SET_PASSWORD_FIELDS,
    { ...formValues(SET_PASSWORD_FIELDS), userName: initialUserName },
    { check: setPasswordCheck },
  );
  const { refusal, submit } = useCheckedSubmit(form, SET_PASSWORD_FIELDS);

  // Passwords go as typed: spaces may be part of them.
  const onSubmit = submit(({ userName, password, confirmPassword }) =>
    update.mutate(
      { playerID, userName: userName.trim(), token, password, confirmPassword },
      { onError: (error) => placeFailure(form, error) },
    ),
  );

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
    <form onSubmit={onSubmit} noValidate aria-label="Set password">
      <Stack gap="md">
        <FormHeading
          busy={update.isPending && 'Saving...'}
          error={refusal ?? (update.isError && failureMessage('Unable to update password', update.error))}
        >
          Choose a new password.
        </FormHeading>
        <UserNameInput {...form.getInputProps('userName')} />
        <PasswordInput {...form.getInputProps('password')} autoComplete="new-password" />
        <PasswordInput {...form.getInputProps('confirmPassword')} autoComplete="new-password" />
        <Button type="submit" loading={update.isPending} leftSection={<IconLock size={20} aria-hidden />} fullWidth>
          Update Password
        </Button>
      </Stack>
    </form>
  );
}
