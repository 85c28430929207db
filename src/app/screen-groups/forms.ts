export { AccountSettingsScreen } from '../../features/account-settings/components/account-settings-screen';
export { PostRegistrationScreen } from '../../features/marketing-options/components/post-registration-screen';
