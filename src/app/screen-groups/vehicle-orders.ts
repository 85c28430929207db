// The vehicle order screens share most of their code (the status view): one module rather than a few small ones each.
export { VehicleOrderTrackingScreen } from '../../features/vehicle-orders/components/vehicle-order-tracking-screen';
export { TrackingStatusScreen } from '../../features/vehicle-orders/components/tracking-status-screen';
export { CheckOrderStatusScreen } from '../../features/vehicle-orders/components/check-order-status-screen';
