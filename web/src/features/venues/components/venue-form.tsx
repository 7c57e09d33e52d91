import { Grid, NativeSelect, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { US_STATES } from '@league/shared/domain/us-states.js';
import { VENUE_TIME_ZONES } from '@league/shared/domain/time-zones.js';
import { FormStatus } from '@/components/ui/form-status';
import { RecordFormActions, useRecordForm, type RecordFormProps } from '@/components/ui/record-form';
import { failureText } from '@/lib/api-client';
import { useDeleteVenue, useSaveVenue, useVenue, type Venue } from '../api/venues';
import { valuesToVenue, VENUE_FORM } from './venue-form-values';

/** "WA – Washington": the code first, so it still shows when a phone cuts the name short. */
const STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${code} – ${name}` }));

interface VenueFormProps extends RecordFormProps<Venue> {
  /** 0 adds a new venue. */
  venueID: number;
  /** Changes each time the venue is picked from the list: the form starts again from the saved venue. */
  pick: number;
}

/** The venue form: loads the selected venue, then edits it (or a new one). */
export function VenueForm({ venueID, pick, ...screen }: VenueFormProps) {
  const venue = useVenue(venueID);
  let body;
  if (venueID > 0 && !venue.data) {
    body = venue.isError ? (
      <FormStatus kind="error">{failureText('Error getting venue', venue.error)}</FormStatus>
    ) : (
      <FormStatus kind="status">Loading...</FormStatus>
    );
  } else {
    body = <VenueFields key={`${venueID}:${pick}`} venue={venueID > 0 ? (venue.data ?? null) : null} {...screen} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {body}
    </Paper>
  );
}

function VenueFields({ venue, ...screen }: RecordFormProps<Venue> & { venue: Venue | null }) {
  const { values, field, submit, heading, actions } = useRecordForm(VENUE_FORM, venue, {
    ...screen,
    save: useSaveVenue(),
    remove: useDeleteVenue(),
    toInput: (edited) => valuesToVenue(venue?.venueID ?? 0, edited),
  });

  const zoneOptions: { value: string; label: string }[] = VENUE_TIME_ZONES.map(({ zone, label }) => ({ value: zone, label }));
  if (!zoneOptions.some((option) => option.value === values.timeZone)) {
    zoneOptions.push({ value: values.timeZone, label: values.timeZone });
  }

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
        <RecordFormActions {...actions} />
      </Stack>
    </form>
  );
}
