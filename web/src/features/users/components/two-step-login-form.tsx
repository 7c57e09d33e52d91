import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { formValues } from '@/components/ui/field-form';
import { FormHeading } from '@/components/ui/form-status';
import { placeFailure, useCheckedSubmit, useFieldForm } from '@/components/ui/use-field-form';
import { ApiError } from '@/lib/api-client';
import type { TwoStepChallenge } from '@/lib/auth';
import { useCompleteTwoStep } from '../api/two-step';
import { failureMessage } from '../messages';
import { TOTP_LOGIN_FIELDS } from '../user.fields';

const CODE_FIELDS = { code: TOTP_LOGIN_FIELDS.code };

/**
 * The log-in's second step (two-step sign-in on): the 6-digit code from the app, or a
 * recovery code. Five minutes and five wrong codes, then the password is asked again.
 */
export function TwoStepLoginForm({
  challenge,
  onLoggedIn,
  onStartAgain,
}: {
  readonly challenge: TwoStepChallenge;
  readonly onLoggedIn: () => void;
  readonly onStartAgain: () => void;
}) {
  const complete = useCompleteTwoStep();
  const form = useFieldForm(CODE_FIELDS, formValues(CODE_FIELDS));
  const { refusal, submit } = useCheckedSubmit(form, CODE_FIELDS);
  // The challenge is over (expired, or too many wrong codes): only a new log-in helps.
  const over = complete.error instanceof ApiError && complete.error.code === 'TWO_STEP_CHALLENGE_INVALID';

  const onSubmit = submit(({ code }) =>
    complete.mutate(
      { challenge: challenge.challenge, code: code.trim() },
      { onSuccess: onLoggedIn, onError: (error) => placeFailure(form, error) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Two-step sign-in">
      <Stack gap="md">
        <FormHeading
          busy={complete.isPending && 'Checking the code...'}
          error={refusal ?? (complete.isError && failureMessage('Unable to log-in', complete.error))}
        >
          Two-step sign-in: enter the 6-digit code from your authenticator app.
        </FormHeading>
        <TextInput
          {...form.getInputProps('code')}
          label="Code"
          description="Lost your phone? Enter one of your recovery codes instead."
          autoComplete="one-time-code"
          inputMode="text"
          placeholder="123456"
          data-autofocus
          autoFocus
          disabled={over}
        />
        {over ? (
          <Button onClick={onStartAgain} fullWidth>
            Log in again
          </Button>
        ) : (
          <Button
            type="submit"
            loading={complete.isPending}
            leftSection={<IconShieldLock size={20} aria-hidden />}
            fullWidth
          >
            Verify
          </Button>
        )}
        <Text size="sm" c="dimmed" ta="center">
          No code and no recovery codes? Ask the league owner to reset your two-step sign-in.{' '}
          <Anchor component="button" type="button" onClick={onStartAgain} size="sm">
            Back to log-in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
