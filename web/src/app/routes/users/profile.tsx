import { EditProfileScreen } from '@/features/player-records';

/**
 * /users/profile, Edit Profile (product §2.20): the player form on one's own record.
 * `imageSlot`: the uploads work's ImageUpload for the profile image mounts here.
 */
export default function ProfileRoute() {
  return <EditProfileScreen />;
}
