import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { HostAgreementForm } from '@/features/users';
import { useNumberParam } from '@/lib/route-params';

/** Host agreement (product §2.21): /update/agreement/{gameID?}; hosts and up (the route table guards it). */
export default function HostAgreementRoute() {
  const gameID = useNumberParam('gameID');
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto" w="100%">
      <PageHeading />
      <HostAgreementForm gameID={gameID} onAccepted={(next) => navigate(next)} />
    </Paper>
  );
}
