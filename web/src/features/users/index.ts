/**
 * The users feature's public face: what routes (and other features) may import.
 * Everything else under features/users is its own (eslint.config.js enforces it).
 */
export { FormCard } from './components/form-card';
export { HostAgreementForm } from './components/host-agreement-form';
export { LoginForm } from './components/login-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { SetPasswordForm } from './components/set-password-form';
export { TWO_STEP_PANEL_ID, TwoStepPanel } from './components/two-step-panel';
export { TwoStepReset } from './components/two-step-reset';
export { UserMenuGrid } from './components/user-menu-grid';
export { userNameFromLink } from './messages';
export { userMenu } from './user-menu';
