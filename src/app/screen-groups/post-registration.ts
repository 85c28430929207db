export { PostRegistrationScreen } from '../../features/marketing-options/components/post-registration-screen';
