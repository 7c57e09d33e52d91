import { useState } from 'react';
import { Badge, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { parseScannedPlayerNumber } from '@league/modules/players/domain/scanned-input.js';
import { playerByNumberQueryOptions } from '@/catalog';
import { PageHeading } from '@/components/ui/page-heading';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { NO_CODE_TEXT, NO_NAME, SCANNER_STEPS, type ScannerStep } from '../scanner-steps';
import { Barcode } from './barcode';

/** The card a test scan reads when the user has no number of their own (the sample card's). */
const SAMPLE_NUMBER = 9999999;

const needColor: Record<ScannerStep['need'], string> = {
  optional: 'gray',
  'skip if paired': 'gray',
  required: 'red',
  recommended: 'blue',
  action: 'grape',
  test: 'teal',
};

/** The test field: a scan (or typed number, then Enter) shows the player's name, or No Name. */
function TestScan({ sampleNumber }: { readonly sampleNumber: number }) {
  const [text, setText] = useState('');
  const [scanned, setScanned] = useState<{ readonly text: string; readonly number: number | null } | null>(null);
  const lookup = useQuery(playerByNumberQueryOptions(scanned?.number ?? 0));
  const name =
    scanned === null
      ? null
      : scanned.number === null
        ? NO_NAME
        : lookup.isPending
          ? 'Please Wait...'
          : lookup.isError
            ? errorMessage(lookup.error)
            : (lookup.data?.rows[0]?.title ?? NO_NAME);
  return (
    <Stack gap="sm">
      <TextInput
        label="Test Scan"
        name="testScan"
        placeholder="Scan a player card here"
        leftSection={<IconBarcode size={18} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setScanned({ text, number: parseScannedPlayerNumber(text) });
          setText('');
        }}
        autoComplete="off"
        spellCheck={false}
        data-testid="scanner-test-field"
      />
      {scanned && (
        <Text aria-live="polite">
          Scanned <code>{scanned.text || '(nothing)'}</code>:{' '}
          <Text span fw={700} data-testid="scanner-test-name">
            {name}
          </Text>
        </Text>
      )}
      <Text size="sm" c="dimmed">
        No card at hand? Scan one of these (a scanner set up as above adds the ; and the Enter itself):
      </Text>
      <Group gap="lg" align="flex-start">
        <Barcode
          symbology="qrcode"
          text={`${window.location.origin}/p/${sampleNumber}`}
          label={`Test card QR code for ${sampleNumber}`}
          testId="scanner-test-qr"
        />
        <Barcode
          symbology="code128"
          text={String(sampleNumber)}
          label={`Test card barcode for ${sampleNumber}`}
          testId="scanner-test-code128"
        />
      </Group>
    </Stack>
  );
}

/**
 * Scanner Setup (product §2): the steps in order, each with its configuration barcode
 * where it needs one, and the test scan field.
 */
export function ScannerSetupScreen() {
  const { user } = useAuth();
  const ownNumber = Number(user?.playerNumber);
  const sampleNumber = Number.isInteger(ownNumber) && ownNumber > 0 ? ownNumber : SAMPLE_NUMBER;
  return (
    <Stack gap="md" maw={860}>
      <PageHeading mb={0} />
      <Text>
        Set up a handheld barcode scanner for check-in: work through the steps in order, scanning each step&apos;s
        configuration code from the scanner&apos;s manual or this page, then try a test scan.
      </Text>
      <List
        type="ordered"
        spacing="md"
        listStyleType="none"
        styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}
      >
        {SCANNER_STEPS.map((step, i) => (
          <List.Item key={step.id} data-testid={`scanner-step-${step.id}`}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Group gap="sm" wrap="wrap">
                  <Title order={2} size="h4">
                    {i + 1}. {step.title}
                  </Title>
                  <Badge color={needColor[step.need]} variant="light">
                    {step.need}
                  </Badge>
                </Group>
                <Text>{step.text}</Text>
                {step.need === 'test' ? (
                  <TestScan sampleNumber={sampleNumber} />
                ) : step.code ? (
                  <Barcode
                    symbology={step.symbology ?? 'code128'}
                    text={step.code}
                    label={`${step.title} configuration barcode`}
                    testId={`scanner-code-${step.id}`}
                  />
                ) : (
                  <Text size="sm" c="dimmed" data-testid={`scanner-no-code-${step.id}`}>
                    {NO_CODE_TEXT} Look for: <strong>{step.manualSetting}</strong>.
                  </Text>
                )}
              </Stack>
            </Paper>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
