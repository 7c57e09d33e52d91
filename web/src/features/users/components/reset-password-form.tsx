import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { useResetPassword } from '../api/users';
import { failureMessage, MESSAGES, validateResetPassword } from '../messages';

export function ResetPasswordForm() {
  const reset = useResetPassword();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateResetPassword(email, firstName, lastName);
    setProblem(invalid);
    if (invalid) return;
    reset.mutate({ email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim() });
  };

  const error = problem ?? (reset.isError ? failureMessage('Unable to send email', reset.error) : null);

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        {reset.isPending ? (
          <FormStatus kind="status">Sending...</FormStatus>
        ) : error ? (
          <FormStatus kind="error">{error}</FormStatus>
        ) : reset.isSuccess ? (
          <FormStatus kind="success">{reset.data.message || MESSAGES.resetSent}</FormStatus>
        ) : (
          <FormStatus kind="status">Enter your email address, or your first and last name.</FormStatus>
        )}
        <Text size="sm" c="dimmed">
          We will email a link to set a new password. The link works once, for one hour.
        </Text>
        <TextInput
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          maxLength={32}
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
        />
        <TextInput
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          maxLength={32}
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
        />
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
