import { Alert, Grid, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { FormStatus } from '@/components/ui/form-status';
import { PlainFieldInputs } from '@/components/ui/plain-field-inputs';
import { RecordFormActions } from '@/components/ui/record-form';
import { useFieldForm } from '@/components/ui/use-field-form';
import type { RecordDetail } from '@/components/ui/use-master-detail';
import { errorMessage, failureText } from '@/lib/api-client';
import { useSeries, type VenueSeries, type VenueSeriesInput } from '../api/series';
import { useHostList } from '@/catalog';
import { useVenue, type Venue } from '../api/venues';
import {
  EVENT_DAY_OPTIONS,
  SERIES_FORM,
  SERIES_FORM_FIELDS,
  SERIES_LAID_OUT,
  seriesFormValues,
  seriesInput,
  eventTypeOptions,
  FREQUENCY_OPTIONS,
  hostOptions,
  previewSeriesTitle,
} from './series-form-values';

/** The server's words when an event is saved without a venue. */
export const NO_VENUE_SELECTED = 'No venue selected';

export type SeriesDetail = RecordDetail<VenueSeries, VenueSeriesInput>;

interface SeriesFormProps {
  /** The selected venue; 0 when none is. */
  readonly venueID: number;
  readonly detail: SeriesDetail;
}

/** The event form: loads the selected event, then edits it (or a new one) for the selected venue. */
export function SeriesForm({ venueID, detail }: SeriesFormProps) {
  const venue = useVenue(venueID);
  const eventID = detail.id;
  const event = useSeries(eventID);

  let body;
  if (venueID <= 0) {
    // Mirrors the server: an event needs a venue. Nothing to fill in until one is chosen.
    body = (
      <Stack gap="md">
        <FormStatus kind="status">{eventID > 0 ? SERIES_FORM.headings.update : SERIES_FORM.headings.add}</FormStatus>
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
    const saved = eventID > 0 ? (event.data ?? null) : null;
    body = <SeriesFields key={detail.formKey} venue={venue.data} event={saved} detail={detail} />;
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {body}
    </Paper>
  );
}

interface SeriesFieldsProps {
  readonly venue: Venue;
  readonly event: VenueSeries | null;
  readonly detail: SeriesDetail;
}

function SeriesFields({ venue, event, detail }: SeriesFieldsProps) {
  const hosts = useHostList();
  const form = useFieldForm(SERIES_FORM_FIELDS, seriesFormValues(event));
  const field = form.getInputProps;
  const values = form.getValues();

  /** Product §4.13: the start date is set once; afterwards only the effective date may change. */
  const startDateLocked = Boolean(event?.startDate);
  const preview = previewSeriesTitle(venue.title, values);
  const submit = form.onSubmit(
    (edited) => detail.save(seriesInput(event?.eventID ?? 0, venue.venueID, edited), form),
    detail.refuse,
  );
  const host = field('hostID');

  return (
    <form onSubmit={submit} noValidate aria-label="Event">
      <Stack gap="md">
        {detail.heading(event)}
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput label="Venue" name="venue" value={venue.title} readOnly variant="filled" />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              {...field('title')}
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
              {...host}
              data={hostOptions(hosts.data?.rows ?? [], event)}
              error={hosts.isError ? errorMessage(hosts.error) : host.error}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              size="md"
              {...field('eventType')}
              withAsterisk
              data={eventTypeOptions(event ? event.eventType : null)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NativeSelect size="md" {...field('eventDay')} data={EVENT_DAY_OPTIONS} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NativeSelect size="md" {...field('frequency')} withAsterisk data={FREQUENCY_OPTIONS} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput {...field('eventTime')} type="time" />
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
          <PlainFieldInputs form={form} table={SERIES_FORM_FIELDS} laidOut={SERIES_LAID_OUT} />
        </Grid>
        <RecordFormActions {...detail.actions(event)} />
      </Stack>
    </form>
  );
}
