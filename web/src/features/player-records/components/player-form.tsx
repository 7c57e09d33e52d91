import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { PLAYER_FIELDS, type PlayerField } from '@league/modules/players/domain/player.fields.js';
import type { FieldRule } from '@league/shared/domain/field-table.js';
import { US_STATES } from '@league/shared/domain/us-states.js';
import { USER_TYPE_NAMES, type UserType } from '@league/shared/domain/user-type.js';
import { profileImagePath } from '@league/modules/players/domain/profile-image.js';
import { playerByNumberPath } from '@/catalog';
import { FormStatus } from '@/components/ui/form-status';
import { ImageUpload } from '@/components/ui/image-upload';
import { RecordFormActions } from '@/components/ui/record-form';
import type { FormTable } from '@/components/ui/field-form';
import { useFieldForm } from '@/components/ui/use-field-form';
import type { RecordDetail } from '@/components/ui/use-master-detail';
import { ApiError, failureText } from '@/lib/api-client';
import { apiRead } from '@/lib/api-reads';
import {
  POSSIBLE_DUPLICATE,
  removePlayerImage,
  uploadPlayerImage,
  useAdoptPlayerImage,
  usePlayerRecord,
  type PlayerRecord,
  type PlayerSave,
} from '../api/player-records';
import {
  changesSignIn,
  playerFormCheck,
  playerFormLayout,
  playerFormValues,
  playerInput,
  SERVER_KEPT_FIELDS,
  type PlayerFormLayout,
} from './player-form-values';

const STATE_OPTIONS = [
  { value: '', label: '—' },
  ...Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${code} – ${name}` })),
];

export type PlayerDetail = RecordDetail<PlayerRecord, PlayerSave>;

export interface PlayerFormProps {
  readonly detail: PlayerDetail;
  /** The viewer: what they see and may change follows the server's field table. */
  readonly viewer: { readonly playerID: number; readonly userType: number };
  /** Replaces Save and Delete (Edit Profile has no Delete). */
  readonly actions?: (player: PlayerRecord | null) => ReactNode;
  /** Opens another player's record (Manage Players: the existing player a new one may duplicate). */
  readonly openPlayer?: (playerID: number) => void;
}

/** The player form: loads the selected player as the viewer may see them, then edits them (or a new one). */
export function PlayerForm({ detail, viewer, actions, openPlayer }: PlayerFormProps) {
  const player = usePlayerRecord(detail.id, viewer.playerID);
  let body;
  if (detail.id > 0 && !player.data) {
    body = player.isError ? (
      <FormStatus kind="error">{failureText('Error getting player', player.error)}</FormStatus>
    ) : (
      <FormStatus kind="status">Loading...</FormStatus>
    );
  } else {
    const record = detail.id > 0 ? (player.data ?? null) : null;
    const layout = playerFormLayout({
      level: viewer.userType,
      own: record !== null && record.playerID === viewer.playerID,
      adding: record === null,
    });
    body = (
      <PlayerFields
        key={detail.formKey}
        player={record}
        layout={layout}
        detail={detail}
        viewer={viewer}
        actions={actions}
        openPlayer={openPlayer}
      />
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {body}
    </Paper>
  );
}

const ruleOf = (field: PlayerField): FieldRule => PLAYER_FIELDS[field] as FieldRule;

/** A value the viewer may see but not change, as text. */
function shownText(field: PlayerField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'userType') return USER_TYPE_NAMES[value as UserType] ?? String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (ruleOf(field).type === 'datetime' && typeof value === 'string') return new Date(value).toLocaleString();
  return String(value);
}

/** How wide each field is on a laptop (12 columns); every field is full width on a phone. */
const WIDE: Partial<Record<PlayerField, number>> = {
  title: 12,
  address: 12,
  notes: 12,
  alternatePlayerNumbers: 12,
  alternateEmails: 12,
};
const NARROW: Partial<Record<PlayerField, number>> = { pronouns: 3, state: 4, zipCode: 3, gender: 3, userType: 4 };

interface PlayerFieldsProps {
  readonly player: PlayerRecord | null;
  readonly layout: PlayerFormLayout;
  readonly detail: PlayerDetail;
  readonly viewer: PlayerFormProps['viewer'];
  readonly actions: PlayerFormProps['actions'];
  readonly openPlayer: PlayerFormProps['openPlayer'];
}

/** The existing player's number in the server's refusal ("... exists (#9000123)"). */
const duplicateNumberOf = (error: Error): number | null => {
  if (!(error instanceof ApiError) || error.code !== POSSIBLE_DUPLICATE) return null;
  const match = /#(\d+)/.exec(error.message);
  return match ? Number(match[1]) : 0;
};

function PlayerFields({ player, layout, detail, viewer, actions, openPlayer }: PlayerFieldsProps) {
  const viewerLevel = viewer.userType;
  const adoptImage = useAdoptPlayerImage(viewer.playerID);
  const form = useFieldForm(layout.table as FormTable, playerFormValues(layout, player), {
    check: playerFormCheck(layout, player),
  });
  const field = form.getInputProps;
  // A new player with an existing player's name and email: the server refuses it until confirmed; the form asks.
  const [duplicate, setDuplicate] = useState<{ readonly playerNumber: number; readonly input: PlayerSave } | null>(
    null,
  );
  const save = (input: PlayerSave) => {
    setDuplicate(null);
    detail.save(input, form, (error) => {
      const playerNumber = duplicateNumberOf(error);
      if (playerNumber !== null) setDuplicate({ playerNumber, input });
    });
  };
  const submit = form.onSubmit((values) => save(playerInput(layout, player?.playerID ?? 0, values)), detail.refuse);
  const openExisting = async (playerNumber: number) => {
    const found = await apiRead(playerByNumberPath(playerNumber)).catch(() => null);
    const existing = found?.rows[0];
    if (existing && openPlayer) openPlayer(existing.playerID);
  };
  const values = form.getValues();

  const userTypeOptions = Object.entries(USER_TYPE_NAMES)
    .map(([value, label]) => ({ value, label, disabled: Number(value) >= viewerLevel }))
    .filter((option) => !option.disabled || option.value === String(values['userType']));

  const input = (name: PlayerField): ReactNode => {
    const rule = ruleOf(name);
    if (!layout.editable.has(name)) {
      return rule.type === 'boolean' ? (
        <Checkbox size="md" label={rule.label} checked={player?.[name] === true} disabled readOnly />
      ) : (
        <TextInput label={rule.label} value={shownText(name, player?.[name])} readOnly variant="filled" name={name} />
      );
    }
    switch (name) {
      case 'userType':
        return (
          <NativeSelect
            size="md"
            {...field('userType')}
            data={userTypeOptions}
            description="Only below your own level"
          />
        );
      case 'state':
        return <NativeSelect size="md" {...field('state')} data={STATE_OPTIONS} />;
      case 'playerNumber':
        return (
          <TextInput
            {...field('playerNumber')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Blank: next automatic number"
          />
        );
      case 'birthDate':
        return <TextInput {...field('birthDate')} type="date" />;
      case 'email':
        return <TextInput {...field('email')} type="email" autoComplete="off" />;
      case 'phone':
        return <TextInput {...field('phone')} type="tel" autoComplete="off" />;
      case 'notes':
        return <Textarea {...field('notes')} autosize minRows={2} maxRows={6} />;
      case 'unverified':
      case 'suspended':
      case 'banned':
        return <Checkbox size="md" {...field(name, { type: 'checkbox' })} />;
      default:
        return (
          <TextInput
            {...field(name)}
            autoComplete="off"
            description={name === 'title' ? 'Blank uses first and last name' : undefined}
          />
        );
    }
  };

  const formFields = layout.shown.filter((name) => name !== 'profileImage' && !SERVER_KEPT_FIELDS.includes(name));
  const facts = layout.shown.filter((name) => SERVER_KEPT_FIELDS.includes(name));

  return (
    <form onSubmit={submit} noValidate aria-label="Player">
      <Stack gap="md">
        {detail.heading(player)}
        <Grid gap="sm">
          {formFields.map((name) => (
            <Grid.Col key={name} span={{ base: 12, sm: WIDE[name] ?? NARROW[name] ?? 6 }}>
              {input(name)}
            </Grid.Col>
          ))}
        </Grid>
        {changesSignIn(layout, player, values) && (
          // One's own email or user name changes only with one's password (the server asks for it too).
          <PasswordInput
            {...field('currentPassword')}
            autoComplete="current-password"
            description="You are changing your email or user name: enter your current password to confirm it is you."
            maw={{ sm: 420 }}
            data-testid="current-password"
          />
        )}
        {layout.shown.includes('profileImage') && (
          // The upload writes the player's image at once (POST /v1/player/image); Save has nothing to send for it.
          <ImageUpload
            label={ruleOf('profileImage').label}
            path={player?.profileImage ? profileImagePath(player.profileImage) : null}
            upload={async (file, options) => {
              if (!player) throw new Error('Save the new player first.');
              const answer = await uploadPlayerImage(player.playerID, file, options);
              adoptImage(player.playerID, answer.profileImage);
              return answer;
            }}
            remove={async (imagePath) => {
              const answer = await removePlayerImage(imagePath);
              if (player) adoptImage(player.playerID, answer.profileImage);
              return answer;
            }}
            disabled={!player}
            disabledHint="Save the new player first, then add their picture."
            alt={player ? `${player.title ?? ''}`.trim() || 'Profile image' : 'Profile image'}
          />
        )}
        {facts.length > 0 && player && (
          <Stack gap={4} aria-label="Account">
            <Title order={3} size="h5">
              Account
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
              {facts.map((name) => (
                <Text key={name} size="sm" data-testid={`fact-${name}`}>
                  <Text span c="dimmed" size="sm">
                    {ruleOf(name).label}:
                  </Text>{' '}
                  {shownText(name, player[name])}
                </Text>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {duplicate && (
          <Alert
            color="yellow"
            icon={<IconUsers size={18} aria-hidden />}
            title="Possible duplicate"
            data-testid="player-duplicate"
          >
            <Stack gap="xs">
              <Text size="sm">
                A player with this name and email exists{duplicate.playerNumber ? ` (#${duplicate.playerNumber})` : ''}.
                Add anyway?
              </Text>
              <Text size="sm" c="dimmed">
                If it is the same person, open the existing player instead; Merge players, under the list, joins two
                records of one person.
              </Text>
              <Group gap="sm">
                <Button
                  size="sm"
                  onClick={() => save({ ...duplicate.input, confirmDuplicate: true })}
                  data-testid="player-duplicate-add"
                >
                  Add anyway
                </Button>
                {openPlayer && duplicate.playerNumber > 0 && (
                  <Button
                    size="sm"
                    variant="light"
                    onClick={() => void openExisting(duplicate.playerNumber)}
                    data-testid="player-duplicate-open"
                  >
                    Open #{duplicate.playerNumber}
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        )}
        {actions ? actions(player) : <RecordFormActions {...detail.actions(player)} />}
      </Stack>
    </form>
  );
}
