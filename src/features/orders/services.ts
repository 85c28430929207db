import type { OrdersApi } from './api';
import type { CoreServices } from '../../lib/feature';
import type { BotCheckServices } from '../../lib/scripts/bot-check';

/** What the orders sagas take from the saga context; tests give fakes. */
export interface OrdersServices extends CoreServices, BotCheckServices {
  ordersApi: OrdersApi;
}
