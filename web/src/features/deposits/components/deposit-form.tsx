import { Grid, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { useHostList } from '@/catalog';
import { FormStatus } from '@/components/ui/form-status';
import { RecordFormActions } from '@/components/ui/record-form';
import { useFieldForm } from '@/components/ui/use-field-form';
import type { RecordDetail } from '@/components/ui/use-master-detail';
import { failureText } from '@/lib/api-client';
import { useDeposit, type DepositDetail, type DepositInput } from '../api/deposits';
import { DEPOSIT_FORM_FIELDS, depositFormValues, depositInput } from './deposit-form-values';
import { DepositImage } from './deposit-image';

export type DepositDetailForm = RecordDetail<DepositDetail, DepositInput>;

/** The deposit form: loads the selected deposit, then edits it (or a new one), with its slip's picture. */
export function DepositForm({
  detail,
  choosesHost,
}: {
  readonly detail: DepositDetailForm;
  readonly choosesHost: boolean;
}) {
  const deposit = useDeposit(detail.id);
  let body;
  if (detail.id > 0 && !deposit.data) {
    body = deposit.isError ? (
      <FormStatus kind="error">{failureText('Error getting deposit', deposit.error)}</FormStatus>
    ) : (
      <FormStatus kind="status">Loading...</FormStatus>
    );
  } else {
    const saved = detail.id > 0 ? (deposit.data ?? null) : null;
    body = (
      <Stack gap="lg">
        <DepositFields key={detail.formKey} deposit={saved} detail={detail} choosesHost={choosesHost} />
        <DepositImage deposit={saved} />
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {body}
    </Paper>
  );
}

function DepositFields({
  deposit,
  detail,
  choosesHost,
}: {
  readonly deposit: DepositDetail | null;
  readonly detail: DepositDetailForm;
  readonly choosesHost: boolean;
}) {
  const form = useFieldForm(DEPOSIT_FORM_FIELDS, depositFormValues(deposit));
  const field = form.getInputProps;
  const hosts = useHostList(choosesHost);
  const submit = form.onSubmit(
    (values) => detail.save(depositInput(deposit?.depositID ?? 0, values), form),
    detail.refuse,
  );
  const hostOptions = [
    { value: '', label: 'Myself' },
    ...(hosts.data?.rows ?? []).map((host) => ({ value: String(host.playerID), label: host.title })),
  ];
  if (deposit && !hostOptions.some((option) => option.value === String(deposit.hostID)))
    hostOptions.push({ value: String(deposit.hostID), label: deposit.hostName ?? `Host ${deposit.hostID}` });

  return (
    <form onSubmit={submit} noValidate aria-label="Deposit">
      <Stack gap="md">
        {detail.heading(deposit)}
        <Grid gap="sm">
          {choosesHost && (
            <Grid.Col span={12}>
              <NativeSelect
                size="md"
                {...field('hostID')}
                data={hostOptions}
                description="Admins record a deposit for any host"
              />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <TextInput {...field('title')} autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...field('depositAmount')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              leftSection="$"
              description="Applied to the host's oldest unreconciled games first"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('depositDate')} type="date" description="Blank: today" />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput {...field('period')} autoComplete="off" placeholder="e.g. Mar 1 - Mar 31" />
          </Grid.Col>
        </Grid>
        <RecordFormActions {...detail.actions(deposit)} />
      </Stack>
    </form>
  );
}
