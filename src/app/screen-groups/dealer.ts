export { PreferredDealerScreen } from '../../features/dealer/components/preferred-dealer-screen';
