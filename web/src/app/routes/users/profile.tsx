import { EditProfileScreen } from '@/features/player-records';

/** /users/profile, Edit Profile (product §2.20): the player form on one's own record, with the profile image upload. */
export default function ProfileRoute() {
  return <EditProfileScreen />;
}
