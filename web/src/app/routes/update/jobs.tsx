import { Paper } from '@mantine/core';
import { PageHeading } from '@/components/ui/page-heading';
import { JobsPanel } from '@/features/jobs';

/** Jobs (/update/jobs, Admin and up; beyond SPEC): the jobs dashboard's door and the standings rebuild. */
export default function JobsRoute() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto" w="100%">
      <PageHeading />
      <JobsPanel />
    </Paper>
  );
}
