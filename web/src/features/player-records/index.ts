/**
 * The player records feature's public face (Manage Players, Edit Profile): what routes
 * may import. Everything else under features/player-records is its own (eslint.config.js).
 */
export { EditProfileScreen } from './components/edit-profile';
export { ManagePlayersScreen, type ManagePlayersScreenProps } from './components/manage-players';
export { PlayerForm, type PlayerFormProps } from './components/player-form';
export type { PlayerRecord } from './api/player-records';
