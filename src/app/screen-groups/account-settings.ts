export { AccountSettingsScreen } from '../../features/account-settings/components/account-settings-screen';
