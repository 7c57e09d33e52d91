import { Grid, Stack } from '@mantine/core';
import { UserType } from '@league/shared/domain/user-type.js';
import { PageHeading } from '@/components/ui/page-heading';
import { DepositForm, DepositGamesTable, DepositPicker, useDeposit, useManageDeposits } from '@/features/deposits';
import { useAuth } from '@/lib/auth';

/**
 * /update/deposits (product §2 Manage Deposits), for hosts in host mode (the route table
 * guards it): the deposit picker (filters, 18em list) beside the deposit form and its
 * slip's picture, then the games the deposit was applied to (420 px table). Admins and up
 * choose the host; everyone else sees and saves only their own. On a phone each part sits
 * above the next, and picking scrolls to the form.
 */
export default function ManageDepositsRoute() {
  const deposits = useManageDeposits();
  const { isAtLeast } = useAuth();
  const choosesHost = isAtLeast(UserType.Admin);
  const selected = useDeposit(deposits.selectedID).data ?? null;
  return (
    <Stack gap="lg">
      <PageHeading mb={0} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
          <DepositPicker
            selectedID={deposits.list.selectedID}
            onSelect={deposits.list.onSelect}
            choosesHost={choosesHost}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, lg: 8 }} id={deposits.panelID} style={{ scrollMarginTop: 76 }}>
          <DepositForm detail={deposits.detail} choosesHost={choosesHost} />
        </Grid.Col>
      </Grid>
      <DepositGamesTable deposit={deposits.selectedID > 0 ? selected : null} />
    </Stack>
  );
}
