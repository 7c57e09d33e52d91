import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Grid, Group, NativeSelect, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { US_STATES } from '@league/shared/domain/us-states.js';
import { VENUE_TIME_ZONES } from '@league/shared/domain/time-zones.js';
import { FormStatus } from '@/components/ui/form-status';
import { useDeleteVenue, useSaveVenue, useVenue, type Venue } from '../api/venues';
import { ConfirmDelete } from './confirm-delete';
import { failureText, type FormOutcome } from './form-outcome';
import {
  newVenueValues,
  valuesToVenue,
  VENUE_LABELS,
  VENUE_MAX_LENGTHS,
  venueFieldOf,
  venueToValues,
  type VenueField,
  type VenueFormValues,
} from './venue-form-values';

export const VENUE_FORM_HEADINGS = {
  update: 'Update the venue below.',
  add: 'Add a venue below.',
} as const;

/** "WA – Washington": the code first, so it still shows when a phone cuts the name short. */
const STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${code} – ${name}` }));

interface VenueFormProps {
  /** 0 adds a new venue. */
  venueID: number;
  /** Changes each time the venue is picked from the list: the form starts again from the saved venue. */
  pick: number;
  /** The last save or delete; null shows the form's own heading. */
  outcome: FormOutcome | null;
  onOutcome: (outcome: FormOutcome | null) => void;
  onSaved: (venue: Venue) => void;
  onDeleted: () => void;
}

/** The venue form: loads the selected venue, then edits it (or a new one). */
export function VenueForm({ venueID, pick, outcome, onOutcome, onSaved, onDeleted }: VenueFormProps) {
  const venue = useVenue(venueID);
  let body;
  if (venueID > 0 && !venue.data) {
    body = venue.isError ? (
      <FormStatus kind="error">{failureText('Error getting venue', venue.error)}</FormStatus>
    ) : (
      <FormStatus kind="status">Loading...</FormStatus>
    );
  } else {
    body = (
      <VenueFields
        key={`${venueID}:${pick}`}
        venue={venueID > 0 ? (venue.data ?? null) : null}
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

interface VenueFieldsProps extends Omit<VenueFormProps, 'venueID' | 'pick'> {
  venue: Venue | null;
}

function VenueFields({ venue, outcome, onOutcome, onSaved, onDeleted }: VenueFieldsProps) {
  const [values, setValues] = useState<VenueFormValues>(() => (venue ? venueToValues(venue) : newVenueValues()));
  const [errorField, setErrorField] = useState<VenueField | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveVenue();
  const remove = useDeleteVenue();

  const zoneOptions: { value: string; label: string }[] = VENUE_TIME_ZONES.map(({ zone, label }) => ({ value: zone, label }));
  if (!zoneOptions.some((option) => option.value === values.timeZone)) {
    zoneOptions.push({ value: values.timeZone, label: values.timeZone });
  }

  /** Props every field shares: label, value, change handler, length limit, marked when a refusal names it. */
  const field = (name: VenueField) => ({
    label: VENUE_LABELS[name],
    name,
    value: values[name],
    maxLength: VENUE_MAX_LENGTHS[name],
    error: errorField === name,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      if (errorField === name) setErrorField(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOutcome(null);
    save.mutate(valuesToVenue(venue?.venueID ?? 0, values), {
      onSuccess: (answer) => {
        setValues(venueToValues(answer.venue));
        setErrorField(null);
        onOutcome({ kind: 'success', message: answer.message });
        onSaved(answer.venue);
      },
      onError: (error) => {
        setErrorField(error instanceof Error ? venueFieldOf(error.message) : null);
        onOutcome({ kind: 'error', message: failureText('Error updating venue', error) });
      },
    });
  };

  const confirmDelete = () => {
    if (!venue) return;
    onOutcome(null);
    remove.mutate(venue.venueID, {
      onSuccess: (answer) => {
        setConfirming(false);
        onOutcome({ kind: 'success', message: answer.message });
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        onOutcome({ kind: 'error', message: failureText('Error deleting venue', error) });
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
    <FormStatus kind="status">{venue ? VENUE_FORM_HEADINGS.update : VENUE_FORM_HEADINGS.add}</FormStatus>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Venue">
      <Stack gap="md">
        {heading}
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput {...field('title')} withAsterisk autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput {...field('address')} withAsterisk autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput {...field('city')} withAsterisk autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 4 }}>
            <NativeSelect size="md" {...field('state')} withAsterisk data={STATE_OPTIONS} />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }}>
            <TextInput {...field('zipCode')} inputMode="numeric" autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect size="md" {...field('timeZone')} withAsterisk data={zoneOptions} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('location')} placeholder="e.g. Downtown Tacoma" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('contactName')} autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('phone')} type="tel" autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('email')} type="email" autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('website')} type="url" placeholder="https://" description="Begins with http:// or https://" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('placeID')} autoComplete="off" description="The map's place id" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('mapURL')} type="url" placeholder="https://" description="Link to the venue on a map" />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea {...field('notes')} autosize minRows={2} maxRows={6} />
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
            disabled={!venue}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
      <ConfirmDelete
        opened={confirming}
        title="Delete venue?"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        Delete the venue “{venue?.title}”? This cannot be undone.
      </ConfirmDelete>
    </form>
  );
}
