// The order screens share most of their code: one module rather than a few small ones each.
export { OrderDetailsScreen } from '../../features/orders/components/order-details-screen';
export { OrderHistoryScreen } from '../../features/orders/components/order-history-screen';
export { GuestOrderScreen } from '../../features/orders/components/guest-order-screen';
