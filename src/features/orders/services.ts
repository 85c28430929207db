import type { OrdersApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the orders sagas take from the saga context; tests give fakes. */
export interface OrdersServices extends CoreServices {
  ordersApi: OrdersApi;
}
