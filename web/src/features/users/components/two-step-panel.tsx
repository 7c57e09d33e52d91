import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconShieldCheck, IconShieldLock, IconShieldOff } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { formValues } from '@/components/ui/field-form';
import { FormHeading } from '@/components/ui/form-status';
import { placeFailure, useFieldForm } from '@/components/ui/use-field-form';
import { failureText } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useTotpConfirm, useTotpDisable, useTotpSetup, useTotpStatus, type TotpSetup } from '../api/two-step';
import { TOTP_CONFIRM_FIELDS, TOTP_DISABLE_FIELDS, TOTP_SETUP_FIELDS } from '../user.fields';

const HEADING_ID = 'two-step-heading';
/** The panel's id, for a link to it (the profile's "set it up below"). */
export const TWO_STEP_PANEL_ID = 'two-step';

/** Saves the recovery codes as a text file: a link to a Blob, clicked once. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The QR code the app scans, drawn here from the otpauth:// address (it never leaves the page). */
function SetupQrCode({ uri }: { readonly uri: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(uri, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 220,
      color: { dark: '#000000', light: '#ffffff' },
    }).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!image) return <Loader size="sm" />;
  return (
    <Image src={image} alt="QR code for your authenticator app" w={220} h={220} radius="sm" data-testid="totp-qr" />
  );
}

function SetupStep({
  setup,
  playerID,
  onConfirmed,
  onCancel,
}: {
  readonly setup: TotpSetup;
  readonly playerID: number;
  readonly onConfirmed: (codes: readonly string[]) => void;
  readonly onCancel: () => void;
}) {
  const confirm = useTotpConfirm(playerID);
  const form = useFieldForm(TOTP_CONFIRM_FIELDS, formValues(TOTP_CONFIRM_FIELDS));
  const onSubmit = form.onSubmit(({ code }) =>
    confirm.mutate(
      { code: code.trim() },
      { onSuccess: (answer) => onConfirmed(answer.recoveryCodes), onError: (error) => placeFailure(form, error) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm two-step sign-in">
      <Stack gap="sm">
        <Text>
          1. Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy or any other)
          and scan this QR code.
        </Text>
        <Group align="flex-start" gap="md">
          <SetupQrCode uri={setup.otpauthUrl} />
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Text size="sm">Can&apos;t scan it? Type this key into the app instead:</Text>
            <Group gap="xs" align="center">
              <Code data-testid="totp-secret" style={{ wordBreak: 'break-all', fontSize: '0.95rem' }}>
                {setup.secret.match(/.{1,4}/g)?.join(' ')}
              </Code>
              <CopyButton value={setup.secret}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Group>
        <Text>2. Enter the 6-digit code the app shows.</Text>
        <FormHeading
          busy={confirm.isPending && 'Checking the code...'}
          error={confirm.isError && failureText('Unable to turn on two-step sign-in', confirm.error)}
        >
          The code changes every 30 seconds.
        </FormHeading>
        <Group align="flex-end" gap="sm">
          <TextInput
            {...form.getInputProps('code')}
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit" loading={confirm.isPending} leftSection={<IconShieldCheck size={18} aria-hidden />}>
            Turn on
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { readonly codes: readonly string[]; readonly onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Alert color="green" title="Two-step sign-in is on" icon={<IconShieldCheck aria-hidden />}>
        Save these recovery codes somewhere safe (a password manager, or printed). If you lose your phone, each one lets
        you log in once. They are shown only now.
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {codes.map((code) => (
          <Code key={code} fz="md" ta="center" py={6} data-testid="recovery-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={() => download(`${text}\n`, 'recovery-codes.txt')}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}

function TurnOff({ playerID }: { readonly playerID: number }) {
  const disable = useTotpDisable(playerID);
  const form = useFieldForm(TOTP_DISABLE_FIELDS, formValues(TOTP_DISABLE_FIELDS));
  const onSubmit = form.onSubmit(({ password, code }) =>
    disable.mutate(
      { password, code: code.trim() },
      { onSuccess: () => form.reset(), onError: (error) => placeFailure(form, error) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Turn off two-step sign-in">
      <Stack gap="sm">
        <FormHeading
          busy={disable.isPending && 'Turning it off...'}
          error={disable.isError && failureText('Unable to turn off two-step sign-in', disable.error)}
        >
          To turn it off, enter your password or a code from your app.
        </FormHeading>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordInput {...form.getInputProps('password')} label="Password" autoComplete="current-password" />
          <TextInput
            {...form.getInputProps('code')}
            label="or a code"
            autoComplete="one-time-code"
            placeholder="123456"
          />
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            color="red"
            variant="light"
            loading={disable.isPending}
            leftSection={<IconShieldOff size={18} aria-hidden />}
          >
            Turn off two-step sign-in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Turning it on starts with the current password, so a session left open cannot bind someone else's app. */
function TurnOn({ onStarted }: { readonly onStarted: (setup: TotpSetup) => void }) {
  const start = useTotpSetup();
  const form = useFieldForm(TOTP_SETUP_FIELDS, formValues(TOTP_SETUP_FIELDS));
  const onSubmit = form.onSubmit(({ password }) =>
    start.mutate({ password }, { onSuccess: onStarted, onError: (error) => placeFailure(form, error) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Turn on two-step sign-in">
      <Stack gap="sm">
        <FormHeading
          busy={start.isPending && 'Starting...'}
          error={start.isError && failureText('Unable to start', start.error)}
        >
          Enter your password to start.
        </FormHeading>
        <PasswordInput {...form.getInputProps('password')} label="Password" autoComplete="current-password" maw={360} />
        <Group>
          <Button type="submit" loading={start.isPending} leftSection={<IconShieldLock size={18} aria-hidden />}>
            Turn on two-step sign-in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The profile's "Two-step sign-in" panel, hosts and up: turn it on (QR code and manual
 * key, confirm with a code, recovery codes shown once with copy and download) or off.
 */
export function TwoStepPanel() {
  const { user } = useAuth();
  const playerID = user?.playerID ?? 0;
  const status = useTotpStatus(playerID, playerID > 0);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    // Before the status: confirming refreshes it to "on" while the step still waits for its answer.
    if (setup) {
      return (
        <SetupStep
          setup={setup}
          playerID={playerID}
          onCancel={() => setSetup(null)}
          onConfirmed={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
        />
      );
    }
    if (status.isPending) return <Loader size="sm" />;
    if (status.isError)
      return <Text c="red.8">{failureText('Unable to read your two-step sign-in', status.error)}</Text>;
    if (status.data.enabled) {
      return (
        <Stack gap="sm">
          <Text>
            When you log in, the site asks for the 6-digit code from your authenticator app after your password.{' '}
            {status.data.recoveryCodesLeft} of your recovery codes {status.data.recoveryCodesLeft === 1 ? 'is' : 'are'}{' '}
            left.
          </Text>
          <TurnOff playerID={playerID} />
        </Stack>
      );
    }
    return (
      <Stack gap="sm">
        {status.data.required && (
          <Alert color="yellow" title="Two-step sign-in is needed for your role" data-testid="two-step-required">
            Turn it on to use the staff screens. It takes a minute with an authenticator app on your phone.
          </Alert>
        )}
        <Text>
          Protect your staff account: after your password, the site also asks for a code from an authenticator app on
          your phone.
        </Text>
        <TurnOn onStarted={setSetup} />
      </Stack>
    );
  };

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={HEADING_ID}
      id={TWO_STEP_PANEL_ID}
      style={{ scrollMarginTop: 76 }}
      data-testid="two-step-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={HEADING_ID}>
            Two-step sign-in
          </Title>
          {status.data && !recoveryCodes && (
            <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light" data-testid="two-step-state">
              {status.data.enabled ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>
        {body()}
      </Stack>
    </Paper>
  );
}
