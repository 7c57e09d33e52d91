/**
 * The user dashboard's role-based menu (product §2.20).
 * A higher level includes every lower level's items.
 */
import type { Icon } from '@tabler/icons-react';
import {
  IconCash,
  IconChartBar,
  IconChartDonut,
  IconCoin,
  IconCalendarStats,
  IconFileCertificate,
  IconHourglass,
  IconId,
  IconKey,
  IconMapPin,
  IconNews,
  IconPlayCard,
  IconReportMoney,
  IconShieldLock,
  IconScan,
  IconSend,
  IconUserEdit,
  IconUsersGroup,
} from '@tabler/icons-react';
import { UserType } from '@league/shared/domain/user-type.js';
import { href } from '../../config/paths';

export interface UserMenuItem {
  /** Stable id; the button's data-testid is `user-menu-<id>`. */
  readonly id: string;
  readonly label: string;
  readonly to: string;
  readonly icon: Icon;
  /** A hint under the label, e.g. why a screen will refuse. */
  readonly hint?: string;
}

export interface UserMenuSection {
  readonly title: string;
  readonly items: readonly UserMenuItem[];
}

export interface MenuUser {
  readonly playerID: number;
  readonly playerNumber: string;
  readonly userType: number;
}

export function userMenu(user: MenuUser, hostMode: boolean): UserMenuSection[] {
  const number = user.playerNumber || undefined;
  const sections: UserMenuSection[] = [];
  const level = user.userType;

  if (level >= UserType.Player) {
    sections.push({
      title: 'My account',
      items: [
        { id: 'profile', label: 'Profile', to: href('profile'), icon: IconUserEdit },
        { id: 'player-card', label: 'Player Card', to: href('playerCard', { number }), icon: IconId },
        { id: 'card-request', label: 'Card Request', to: href('cardRequest', { number }), icon: IconSend },
        {
          id: 'my-dashboard',
          label: 'My Dashboard',
          to: href('playerDashboard', { playerNumber: number }),
          icon: IconChartBar,
        },
        { id: 'change-password', label: 'Change Password', to: href('resetPassword'), icon: IconKey },
      ],
    });
  } else {
    sections.push({
      title: 'My account',
      items: [{ id: 'change-password', label: 'Change Password', to: href('resetPassword'), icon: IconKey }],
    });
  }

  const staff: UserMenuItem[] = [];
  if (level >= UserType.Assistant) {
    staff.push(
      { id: 'manage-players', label: 'Manage Players', to: href('managePlayers'), icon: IconUsersGroup },
      { id: 'scanner-setup', label: 'Scanner Setup', to: href('scannerSetup'), icon: IconScan },
    );
  }
  if (level >= UserType.Host) {
    // Product §2.20: the agreement entry goes to events browse once host mode is on.
    staff.push(
      hostMode
        ? {
            id: 'host-agreement',
            label: 'Manage Events',
            to: href('eventsBrowse', { view: 0, hostID: user.playerID }),
            icon: IconPlayCard,
          }
        : { id: 'host-agreement', label: 'Host Agreement', to: href('hostAgreement'), icon: IconFileCertificate },
      {
        id: 'manage-deposits',
        label: 'Manage Deposits',
        to: href('manageDeposits'),
        icon: IconCash,
        ...(hostMode ? {} : { hint: 'Accept the host agreement first' }),
      },
    );
  }
  if (level >= UserType.Manager) {
    staff.push(
      { id: 'manage-games', label: 'Manage Games', to: href('manageGames'), icon: IconCalendarStats },
      { id: 'manage-posts', label: 'Manage Posts', to: href('managePosts'), icon: IconNews },
      { id: 'manage-venues', label: 'Manage Venues', to: href('manageVenues'), icon: IconMapPin },
    );
  }
  if (level >= UserType.Admin) {
    staff.push(
      { id: 'activity-dashboard', label: 'Activity Dashboard', to: href('activityDashboard'), icon: IconChartDonut },
      { id: 'earnings', label: 'Earnings', to: href('eventsEarnings'), icon: IconCoin },
      // Beyond SPEC (issue 12): background jobs and the standings rebuild.
      { id: 'jobs', label: 'Jobs', to: href('manageJobs'), icon: IconHourglass },
    );
  }
  if (level >= UserType.Owner) {
    staff.push(
      { id: 'earnings-report', label: 'Earnings Report', to: href('earningsReport'), icon: IconReportMoney },
      // Beyond SPEC (issue 32): the recent security events.
      { id: 'security-log', label: 'Security Log', to: href('securityLog'), icon: IconShieldLock },
    );
  }
  if (staff.length > 0) sections.push({ title: 'League tools', items: staff });
  return sections;
}
