import { Button, Checkbox, Grid, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconListNumbers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSeriesList, useHostList, useVenueList } from '@/catalog';
import { FormStatus } from '@/components/ui/form-status';
import { RecordFormActions } from '@/components/ui/record-form';
import { useFieldForm } from '@/components/ui/use-field-form';
import type { RecordDetail } from '@/components/ui/use-master-detail';
import { href } from '@/config/paths';
import { errorMessage, failureText } from '@/lib/api-client';
import { now } from '@/lib/clock';
import { useGame, type GameInput, type GameRow } from '../api/games';
import {
  dollars,
  seriesOptions,
  eventTypeName,
  fromSeries,
  GAME_FORM_FIELDS,
  gameAtOfPicker,
  gameFormValues,
  gameInput,
  gameTypeOptions,
  hostOptions,
  keepWallTime,
  pickerValue,
  venueOptions,
  zoneLabel,
  zoneOfVenue,
} from './game-form-values';

export type GameDetail = RecordDetail<GameRow, GameInput>;

/** The game form: loads the selected game, then edits it (or a new one). */
export function GameForm({ detail }: { readonly detail: GameDetail }) {
  const game = useGame(detail.id);
  let body;
  if (detail.id > 0 && !game.data) {
    body = game.isError ? (
      <FormStatus kind="error">{failureText('Error getting game', game.error, [400, 404, 409])}</FormStatus>
    ) : (
      <FormStatus kind="status">Loading...</FormStatus>
    );
  } else {
    body = <GameFields key={detail.formKey} game={detail.id > 0 ? (game.data ?? null) : null} detail={detail} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {body}
    </Paper>
  );
}

const TITLE_HELP =
  'Blank uses the venue’s title. Markers such as (Canceled) or (Satellite) are added automatically: do not type them.';

function GameFields({ game, detail }: { readonly game: GameRow | null; readonly detail: GameDetail }) {
  const venues = useVenueList();
  const hosts = useHostList();
  const form = useFieldForm(GAME_FORM_FIELDS, gameFormValues(game, now()));
  const field = form.getInputProps;
  const values = form.getValues();
  const events = useSeriesList(values.venueID ?? 0);
  const venueRows = venues.data?.rows ?? [];
  // The saved game's own zone until the venue list says otherwise (or the venue changes).
  const zone = game && values.venueID === game.venueID ? game.venueTimeZone : zoneOfVenue(venueRows, values.venueID);
  const typeOptions = gameTypeOptions(game);

  const venue = field('venueID');
  const event = field('eventID');
  const gameAt = field('gameAt');

  const changeVenue = (text: string) => {
    const venueID = text === '' ? null : Number(text);
    if (venueID === values.venueID) return;
    const nextZone = game && venueID === game.venueID ? game.venueTimeZone : zoneOfVenue(venueRows, venueID);
    form.setValues({ venueID, eventID: null, gameAt: keepWallTime(values.gameAt, zone, nextZone) });
    form.clearFieldError('venueID');
  };

  const changeSeries = (text: string) => {
    const chosen = (events.data?.rows ?? []).find((row) => String(row.eventID) === text);
    form.setValues(fromSeries(values, chosen, typeOptions === null));
    form.clearFieldError('eventID');
  };

  const submit = form.onSubmit((edited) => detail.save(gameInput(game?.gameID ?? 0, edited), form), detail.refuse);

  return (
    <form onSubmit={submit} noValidate aria-label="Game">
      <Stack gap="md">
        {detail.heading(game)}
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput
              {...field('title')}
              autoComplete="off"
              placeholder={game?.venueName ?? 'The venue’s title'}
              description={TITLE_HELP}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              size="md"
              {...venue}
              withAsterisk
              data={venueOptions(venueRows, game)}
              onChange={(e) => changeVenue(e.currentTarget.value)}
              error={venues.isError ? errorMessage(venues.error) : venue.error}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              size="md"
              {...event}
              data={seriesOptions(values.venueID ? (events.data?.rows ?? []) : [], game, values.venueID)}
              disabled={!values.venueID}
              onChange={(e) => changeSeries(e.currentTarget.value)}
              error={events.isError ? errorMessage(events.error) : event.error}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect size="md" {...field('hostID')} data={hostOptions(hosts.data?.rows ?? [], game)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {typeOptions ? (
              <NativeSelect size="md" {...field('eventType')} withAsterisk data={typeOptions} />
            ) : (
              <TextInput
                label={GAME_FORM_FIELDS.eventType.label}
                name="eventType"
                value={eventTypeName(values.eventType ?? 0)}
                readOnly
                variant="filled"
                description="Kept as saved: new games are Regular, Satellite or Quarterly"
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateTimePicker
              size="md"
              label={`${GAME_FORM_FIELDS.gameAt.label} (${zoneLabel(zone)})`}
              name="gameAt"
              value={pickerValue(values.gameAt, zone)}
              onChange={(wallTime) => {
                form.setFieldValue('gameAt', gameAtOfPicker(wallTime, zone));
                form.clearFieldError('gameAt');
              }}
              error={gameAt.error}
              valueFormat="ddd MMM D, YYYY h:mm A"
              timePickerProps={{ format: '12h' }}
              firstDayOfWeek={0}
              submitButtonProps={{ 'aria-label': 'Set the game time' }}
              data-testid="game-time"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput {...field('totalPlayers')} type="number" inputMode="numeric" min={0} max={999} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label="Est. Earnings"
              name="earningsEstimated"
              value={game ? dollars(game.earningsEstimated) : ''}
              placeholder="Set when saved"
              title="Set by the league from the players and type"
              readOnly
              variant="filled"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              {...field('earningsActual')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              leftSection="$"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <TextInput
              {...field('notice')}
              autoComplete="off"
              placeholder="Shown with the game, e.g. a change of time"
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group gap="lg" align="flex-start">
              <Checkbox size="md" {...field('canceled', { type: 'checkbox' })} />
              <Checkbox size="md" {...field('doublePoints', { type: 'checkbox' })} />
              <Checkbox size="md" {...field('unlisted', { type: 'checkbox' })} description="Hidden from visitors" />
            </Group>
          </Grid.Col>
        </Grid>
        <RecordFormActions {...detail.actions(game)}>
          {game && (
            <Button
              component={Link}
              to={href('managePoints', { gameID: game.gameID })}
              size="md"
              variant="light"
              leftSection={<IconListNumbers size={18} aria-hidden />}
            >
              Manage Points
            </Button>
          )}
        </RecordFormActions>
      </Stack>
    </form>
  );
}
