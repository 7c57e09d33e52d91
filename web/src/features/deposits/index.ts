/**
 * The deposits feature's public face: what routes may import.
 * Everything else under features/deposits is its own (eslint.config.js enforces it).
 */
export { DepositForm } from './components/deposit-form';
export { DepositGamesTable } from './components/deposit-games-table';
export { DepositPicker } from './components/deposit-picker';
export { useDeposit } from './api/deposits';
export { useManageDeposits } from './hooks/use-manage-deposits';
