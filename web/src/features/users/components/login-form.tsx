import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formValues } from '@/components/ui/field-form';
import { FormHeading } from '@/components/ui/form-status';
import { placeFailure, useCheckedSubmit, useFieldForm } from '@/components/ui/use-field-form';
import { href } from '@/config/paths';
import { isTwoStepChallenge, type TwoStepChallenge } from '@/lib/auth';
import { useLogin } from '../api/users';
import { failureMessage } from '../messages';
import { LOGIN_FIELDS } from '../user.fields';
import { TwoStepLoginForm } from './two-step-login-form';
import { UserNameInput } from './user-name-input';

export function LoginForm({ onLoggedIn }: { readonly onLoggedIn: () => void }) {
  const login = useLogin();
  const form = useFieldForm(LOGIN_FIELDS, formValues(LOGIN_FIELDS));
  const { refusal, submit } = useCheckedSubmit(form, LOGIN_FIELDS);
  // Two-step sign-in on: the password was right, the code comes next.
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null);

  // The password goes as typed: spaces may be part of it.
  const onSubmit = submit(({ userName, password }) =>
    login.mutate(
      { userName: userName.trim(), password },
      {
        onSuccess: (answer) => (isTwoStepChallenge(answer) ? setChallenge(answer) : onLoggedIn()),
        onError: (error) => placeFailure(form, error),
      },
    ),
  );

  if (challenge) {
    const startAgain = () => {
      setChallenge(null);
      login.reset();
      form.setFieldValue('password', '');
    };
    return (
      <TwoStepLoginForm
        key={challenge.challenge}
        challenge={challenge}
        onLoggedIn={onLoggedIn}
        onStartAgain={startAgain}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="User log-in">
      <Stack gap="md">
        <FormHeading
          busy={login.isPending && 'Logging in...'}
          error={refusal ?? (login.isError && failureMessage('Unable to log-in', login.error))}
        >
          Enter your user name and password.
        </FormHeading>
        <UserNameInput {...form.getInputProps('userName')} data-autofocus />
        <PasswordInput {...form.getInputProps('password')} autoComplete="current-password" />
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
