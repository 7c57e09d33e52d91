import type { FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useFormFields } from '@/components/ui/form-fields';
import { FormHeading } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { useResetPassword } from '../api/users';
import { useFormCheck } from '../hooks/use-form-check';
import { MESSAGES, USER_FIELDS, validateResetPassword } from '../messages';

export function ResetPasswordForm() {
  const reset = useResetPassword();
  const { values, field } = useFormFields(USER_FIELDS, { email: '', firstName: '', lastName: '' });
  const { passes, error } = useFormCheck(reset, 'Unable to send email');

  const submit = (event: FormEvent) => {
    const { email, firstName, lastName } = values;
    if (!passes(event, validateResetPassword(email, firstName, lastName))) return;
    reset.mutate({ email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <FormHeading busy={reset.isPending && 'Sending...'} error={error} success={reset.isSuccess && (reset.data.message || MESSAGES.resetSent)}>
          Enter your email address, or your first and last name.
        </FormHeading>
        <Text size="sm" c="dimmed">
          We will email a link to set a new password. The link works once, for one hour.
        </Text>
        <TextInput {...field('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <TextInput {...field('firstName')} autoComplete="given-name" />
        <TextInput {...field('lastName')} autoComplete="family-name" />
        <Button type="submit" loading={reset.isPending} leftSection={<IconMailForward size={20} aria-hidden />} fullWidth>
          Send Reset Link
        </Button>
        <Anchor component={Link} to={href('login')} ta="center">
          Back to log-in
        </Anchor>
      </Stack>
    </form>
  );
}
