/**
 * Merging duplicate players (issue 11, beyond SPEC): the panel for managers and up and the
 * merge history shown on a survivor's record. Everything else here is the feature's own.
 */
export { MergeHistory } from './components/merge-history';
export { MergePlayersPanel, type MergePlayersPanelProps } from './components/merge-players-panel';
export { ManagePlayersMerge, type ManagePlayersMergeProps } from './components/manage-players-merge';
