import type { ApiResult } from '../../../../src/api/client';
import type { VehicleOrdersApi } from '../../../../src/features/vehicle-orders/api';
import type {
  DocumentResponse,
  Reservation,
  VehicleOrder,
  VehicleOrderDetail,
} from '../../../../src/generated/types/api/owner';

export const ok = <T>(data: T, status = 200): ApiResult<T> => ({ kind: 'ok', status, data });
export const fail = (status: number, message = 'refused'): ApiResult<never> => ({ kind: 'error', status, message });

export const frOrder: VehicleOrder = {
  orderId: 'VO-FR-7702',
  countryCode: 'FR',
  model: 'Explorer EV',
  modelYear: 2027,
  trim: 'Premium',
  colour: 'Bleu Arctique',
  statusCode: 'VHLG',
  orderDate: '2026-08-14',
  estimatedDelivery: '2026-12-10',
  dealerName: 'Garage de Paris',
  vin: null,
  windowSticker: false,
};
export const usDetail: VehicleOrderDetail = {
  orderId: 'VO-US-5501',
  countryCode: 'US',
  model: 'Mustang Mach-E',
  modelYear: 2027,
  trim: 'Premium',
  colour: 'Grabber Blue',
  statusCode: 'VITR',
  orderDate: '2026-07-02',
  estimatedDelivery: '2026-12-01',
  dealerName: 'Motor City Ford',
  vin: '1FMCU9J94RUA12345',
  windowSticker: true,
  events: [
    { statusCode: 'GRTA', date: '2026-07-03' },
    { statusCode: 'PROD', date: '2026-09-01' },
    { statusCode: 'VITR', date: '2026-11-10' },
  ],
};
export const reservation: Reservation = {
  reservationId: 'RSV-US-8810',
  model: 'Explorer EV',
  modelYear: 2027,
  createdAt: '2026-10-01',
  deposit: 500,
  currency: 'USD',
  statusCode: 'RESERVED',
  dealerName: 'Motor City Ford',
};
export const sticker: DocumentResponse = {
  fileName: 'window-sticker-VO-US-5501.pdf',
  contentType: 'application/pdf',
  data: 'JVBERi0xLjQK',
  createdAt: '2026-11-23T10:00:00Z',
  cached: false,
};

/** A fake of the tracking calls that records what was asked; each call can be replaced. */
export function fakeVehicleOrdersApi(over: Partial<VehicleOrdersApi> = {}) {
  const asked: string[] = [];
  const api: VehicleOrdersApi = {
    customerOrders: async () => {
      asked.push('orders');
      return ok({ orders: [frOrder] });
    },
    customerOrder: async (id) => {
      asked.push(`order ${id}`);
      return ok({ order: usDetail });
    },
    windowSticker: async (id) => {
      asked.push(`sticker ${id}`);
      return ok(sticker);
    },
    reservations: async () => {
      asked.push('reservations');
      return ok({ reservations: [reservation] });
    },
    cancelReservation: async (id) => {
      asked.push(`cancel ${id}`);
      return ok(undefined, 204);
    },
    guestOrderStatus: async (id, email) => {
      asked.push(`guest ${id} ${email}`);
      return ok({ order: usDetail });
    },
    handoverChecklist: async (id) => {
      asked.push(`handover ${id}`);
      return ok({ orderId: id, handoverDate: null, items: [{ id: 'keys', done: false, checkedAt: null }] });
    },
    checkHandoverItem: async (id, item, done) => {
      asked.push(`tick ${id} ${item} ${done}`);
      return ok({ orderId: id, handoverDate: null, items: [{ id: item, done, checkedAt: null }] });
    },
    ...over,
  };
  return { api, asked };
}
