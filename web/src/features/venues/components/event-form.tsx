import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage } from '@/lib/api-client';
import { useDeleteEvent, useEvent, useSaveEvent, type VenueEvent } from '../api/events';
import { useHosts } from '../api/hosts';
import { useVenue, type Venue } from '../api/venues';
import { ConfirmDelete } from './confirm-delete';
import {
  EVENT_DAY_OPTIONS,
  EVENT_LABELS,
  EVENT_TITLE_MAX_LENGTH,
  eventFieldOf,
  eventToValues,
  eventTypeOptions,
  FREQUENCY_OPTIONS,
  hostOptions,
  newEventValues,
  previewEventTitle,
  valuesToEvent,
  type EventField,
  type EventFormValues,
} from './event-form-values';
import { failureText, type FormOutcome } from './form-outcome';

export const EVENT_FORM_HEADINGS = {
  update: 'Update the event below.',
  add: 'For recurring games, add an event below.',
} as const;

/** The server's words when an event is saved without a venue. */
export const NO_VENUE_SELECTED = 'No venue selected';

interface EventFormProps {
  /** The selected venue; 0 when none is. */
  venueID: number;
  /** 0 adds a new event. */
  eventID: number;
  /** Changes each time an event is picked from the list: the form starts again from the saved event. */
  pick: number;
  /** The last save or delete; null shows the form's own heading. */
  outcome: FormOutcome | null;
  onOutcome: (outcome: FormOutcome | null) => void;
  onSaved: (event: VenueEvent) => void;
  onDeleted: () => void;
}

/** The event form: loads the selected event, then edits it (or a new one) for the selected venue. */
export function EventForm({ venueID, eventID, pick, outcome, onOutcome, onSaved, onDeleted }: EventFormProps) {
  const venue = useVenue(venueID);
  const event = useEvent(eventID);
  const heading = eventID > 0 ? EVENT_FORM_HEADINGS.update : EVENT_FORM_HEADINGS.add;

  let body;
  if (venueID <= 0) {
    // Mirrors the server: an event needs a venue. Nothing to fill in until one is chosen.
    body = (
      <Stack gap="md">
        <FormStatus kind="status">{heading}</FormStatus>
        <Alert color="gray" variant="light" title={NO_VENUE_SELECTED}>
          Pick a venue in the list, or save a new one, to see and add its events.
        </Alert>
      </Stack>
    );
  } else if (venue.isError || (eventID > 0 && event.isError)) {
    body = venue.isError ? (
      <FormStatus kind="error">{failureText('Error getting venue', venue.error)}</FormStatus>
    ) : (
      <FormStatus kind="error">{failureText('Error getting event', event.error)}</FormStatus>
    );
  } else if (!venue.data || (eventID > 0 && !event.data)) {
    body = <FormStatus kind="status">Loading...</FormStatus>;
  } else {
    body = (
      <EventFields
        key={`${venueID}:${eventID}:${pick}`}
        venue={venue.data}
        event={eventID > 0 ? (event.data ?? null) : null}
        outcome={outcome}
        onOutcome={onOutcome}
        onSaved={onSaved}
        onDeleted={onDeleted}
      />
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {body}
    </Paper>
  );
}

interface EventFieldsProps extends Omit<EventFormProps, 'eventID' | 'venueID' | 'pick'> {
  venue: Venue;
  event: VenueEvent | null;
}

function EventFields({ venue, event, outcome, onOutcome, onSaved, onDeleted }: EventFieldsProps) {
  const [values, setValues] = useState<EventFormValues>(() => (event ? eventToValues(event) : newEventValues()));
  const [errorField, setErrorField] = useState<EventField | null>(null);
  const [confirming, setConfirming] = useState(false);
  const hosts = useHosts();
  const save = useSaveEvent();
  const remove = useDeleteEvent();

  /** SPEC 4: the start date is set once; afterwards only the effective date may change. */
  const startDateLocked = Boolean(event?.startDate);
  const preview = previewEventTitle(venue.title, values);

  const field = (name: EventField) => ({
    label: EVENT_LABELS[name],
    name,
    value: values[name],
    error: errorField === name,
    onChange: (change: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = change.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      if (errorField === name) setErrorField(null);
    },
  });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    onOutcome(null);
    save.mutate(valuesToEvent(event?.eventID ?? 0, venue.venueID, values), {
      onSuccess: (answer) => {
        setValues(eventToValues(answer.event));
        setErrorField(null);
        onOutcome({ kind: 'success', message: answer.message });
        onSaved(answer.event);
      },
      onError: (error) => {
        setErrorField(error instanceof Error ? eventFieldOf(error.message) : null);
        onOutcome({ kind: 'error', message: failureText('Error updating event', error) });
      },
    });
  };

  const confirmDelete = () => {
    if (!event) return;
    onOutcome(null);
    remove.mutate(event.eventID, {
      onSuccess: (answer) => {
        setConfirming(false);
        onOutcome({ kind: 'success', message: answer.message });
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        onOutcome({ kind: 'error', message: failureText('Error deleting event', error) });
      },
    });
  };

  const heading = save.isPending ? (
    <FormStatus kind="status">Saving...</FormStatus>
  ) : remove.isPending ? (
    <FormStatus kind="status">Deleting...</FormStatus>
  ) : outcome ? (
    <FormStatus kind={outcome.kind}>{outcome.message}</FormStatus>
  ) : (
    <FormStatus kind="status">{event ? EVENT_FORM_HEADINGS.update : EVENT_FORM_HEADINGS.add}</FormStatus>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Event">
      <Stack gap="md">
        {heading}
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput label="Venue" name="venue" value={venue.title} readOnly variant="filled" />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              {...field('title')}
              maxLength={EVENT_TITLE_MAX_LENGTH}
              placeholder={preview}
              autoComplete="off"
              description={
                values.title.trim() ? (
                  'Clear it to build the title from the venue and schedule.'
                ) : (
                  <span data-testid="event-title-preview">Blank saves as: {preview}</span>
                )
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              size="md"
              {...field('hostID')}
              data={hostOptions(hosts.data?.rows ?? [], event)}
              error={hosts.isError ? errorMessage(hosts.error) : errorField === 'hostID'}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect size="md" {...field('eventType')} withAsterisk data={eventTypeOptions(event ? event.eventType : null)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NativeSelect size="md" {...field('eventDay')} withAsterisk data={EVENT_DAY_OPTIONS} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NativeSelect size="md" {...field('frequency')} withAsterisk data={FREQUENCY_OPTIONS} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput {...field('eventTime')} type="time" withAsterisk />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              {...field('startDate')}
              type="date"
              readOnly={startDateLocked}
              variant={startDateLocked ? 'filled' : 'default'}
              description={startDateLocked ? 'Fixed once saved' : 'Defaults to today'}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput {...field('effectDate')} type="date" description="When changes take effect" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput {...field('stopDate')} type="date" description="Blank: keeps running" />
          </Grid.Col>
        </Grid>
        <Group gap="sm">
          <Button type="submit" size="md" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={save.isPending}>
            Save
          </Button>
          <Button
            type="button"
            size="md"
            color="red"
            variant="outline"
            leftSection={<IconTrash size={18} aria-hidden />}
            disabled={!event}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
      <ConfirmDelete
        opened={confirming}
        title="Delete event?"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        Delete the event “{event?.title}”? This cannot be undone.
      </ConfirmDelete>
    </form>
  );
}
