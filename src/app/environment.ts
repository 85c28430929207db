/*
 * The market and route tables of the environment this bundle was built for. The build points
 * #environment/markets at src/generated/markets/<environment>.ts, so a bundle carries one environment only.
 */
export { markets } from '#environment/markets';
export { routeTables } from '../generated/routes';
