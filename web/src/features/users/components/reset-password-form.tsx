import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formValues } from '@/components/ui/field-form';
import { FormHeading } from '@/components/ui/form-status';
import { placeFailure, useCheckedSubmit, useFieldForm } from '@/components/ui/use-field-form';
import { href } from '@/config/paths';
import { useResetPassword } from '../api/users';
import { failureMessage, MESSAGES } from '../messages';
import { RESET_PASSWORD_FIELDS, resetPasswordCheck } from '../user.fields';

export function ResetPasswordForm() {
  const reset = useResetPassword();
  const form = useFieldForm(RESET_PASSWORD_FIELDS, formValues(RESET_PASSWORD_FIELDS), { check: resetPasswordCheck });
  const { refusal, submit } = useCheckedSubmit(form, RESET_PASSWORD_FIELDS);

  const onSubmit = submit(({ email, firstName, lastName }) =>
    reset.mutate(
      { email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim() },
      { onError: (error) => placeFailure(form, error) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <FormHeading
          busy={reset.isPending && 'Sending...'}
          error={refusal ?? (reset.isError && failureMessage('Unable to send email', reset.error))}
          success={reset.isSuccess && (reset.data.message || MESSAGES.resetSent)}
        >
          Enter your email address, or your first and last name.
        </FormHeading>
        <Text size="sm" c="dimmed">
          We will email a link to set a new password. The link works once, for one hour.
        </Text>
        <TextInput
          {...form.getInputProps('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextInput {...form.getInputProps('firstName')} autoComplete="given-name" />
        <TextInput {...form.getInputProps('lastName')} autoComplete="family-name" />
        <Button
          type="submit"
          loading={reset.isPending}
          leftSection={<IconMailForward size={20} aria-hidden />}
          fullWidth
        >
          Send Reset Link
        </Button>
        <Anchor component={Link} to={href('login')} ta="center">
          Back to log-in
        </Anchor>
      </Stack>
    </form>
  );
}
