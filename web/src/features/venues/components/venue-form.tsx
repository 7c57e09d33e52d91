import { Anchor, Grid, NativeSelect, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { US_STATES } from '@league/shared/domain/us-states.js';
import { VENUE_TIME_ZONES } from '@league/shared/domain/time-zones.js';
import { FormStatus } from '@/components/ui/form-status';
import { href } from '@/config/paths';
import { PlainFieldInputs } from '@/components/ui/plain-field-inputs';
import { RecordFormActions } from '@/components/ui/record-form';
import { useFieldForm } from '@/components/ui/use-field-form';
import type { RecordDetail } from '@/components/ui/use-master-detail';
import { failureText } from '@/lib/api-client';
import { useVenue, type Venue, type VenueInput } from '../api/venues';
import { VENUE_FORM_FIELDS, VENUE_LAID_OUT, venueFormValues, venueInput } from './venue-form-values';

/** "WA – Washington": the code first, so it still shows when a phone cuts the name short. */
const STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${code} – ${name}` }));

export type VenueDetail = RecordDetail<Venue, VenueInput>;

/** The venue form: loads the selected venue, then edits it (or a new one). */
export function VenueForm({ detail }: { readonly detail: VenueDetail }) {
  const venue = useVenue(detail.id);
  let body;
  if (detail.id > 0 && !venue.data) {
    body = venue.isError ? (
      <FormStatus kind="error">{failureText('Error getting venue', venue.error)}</FormStatus>
    ) : (
      <FormStatus kind="status">Loading...</FormStatus>
    );
  } else {
    body = <VenueFields key={detail.formKey} venue={detail.id > 0 ? (venue.data ?? null) : null} detail={detail} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {body}
    </Paper>
  );
}

function VenueFields({ venue, detail }: { readonly venue: Venue | null; readonly detail: VenueDetail }) {
  const form = useFieldForm(VENUE_FORM_FIELDS, venueFormValues(venue));
  const field = form.getInputProps;
  const { timeZone } = form.getValues();

  const zoneOptions: { value: string; label: string }[] = VENUE_TIME_ZONES.map(({ zone, label }) => ({
    value: zone,
    label,
  }));
  if (!zoneOptions.some((option) => option.value === timeZone)) zoneOptions.push({ value: timeZone, label: timeZone });

  const submit = form.onSubmit((values) => detail.save(venueInput(venue?.venueID ?? 0, values), form), detail.refuse);

  return (
    <form onSubmit={submit} noValidate aria-label="Venue">
      <Stack gap="md">
        {detail.heading(venue)}
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput {...field('title')} autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput {...field('address')} autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput {...field('city')} autoComplete="off" />
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
            <TextInput {...field('location')} placeholder={VENUE_FORM_FIELDS.location.description} />
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
            <TextInput
              {...field('website')}
              type="url"
              placeholder="https://"
              description={VENUE_FORM_FIELDS.website.description}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('placeID')} autoComplete="off" description={VENUE_FORM_FIELDS.placeID.description} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...field('mapURL')}
              type="url"
              placeholder="https://"
              description={VENUE_FORM_FIELDS.mapURL.description}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea {...field('notes')} autosize minRows={2} maxRows={6} />
          </Grid.Col>
          <PlainFieldInputs form={form} table={VENUE_FORM_FIELDS} laidOut={VENUE_LAID_OUT} />
        </Grid>
        <RecordFormActions {...detail.actions(venue)} />
        {venue && (
          <Anchor
            component={Link}
            to={href('venueEmbed', { venueID: venue.venueID })}
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            <IconCode size={16} aria-hidden />
            Embed on your site: standings and next games widget
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
