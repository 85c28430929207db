import { ownerDefinition } from './api-schemas';
import { fail, ok, type HandlerMap } from './handler';
import { connectedVin } from './vehicle-health';
import type { ConnectedService, SubscriptionsResponse } from '../../generated/types/api/owner';
import { isoDayOf } from '../../lib/dates/day-window';
import { preparedOnce } from '../db/statements';

const COLUMNS = `service_id AS serviceId, status, started_on AS startedOn, expires_on AS expiresOn, switchable,
  renewable`;

const sql = preparedOnce((db) => ({
  services: db.prepare(`SELECT ${COLUMNS} FROM vehicle_services WHERE vin = ?`),
  one: db.prepare(`SELECT ${COLUMNS} FROM vehicle_services WHERE vin = ? AND service_id = ?`),
  // Only a service still running (neither marked expired nor past its end) that the owner may switch: the guard
  // and the write are one statement, so a refused switch changes nothing.
  switch: db.prepare(`UPDATE vehicle_services SET status = ?
    WHERE vin = ? AND service_id = ? AND status IN ('active', 'off') AND switchable = 1
      AND (expires_on IS NULL OR expires_on >= ?)`),
}));

interface Row {
  serviceId: ConnectedService['serviceId'];
  status: ConnectedService['status'];
  startedOn: string;
  expiresOn: string | null;
  switchable: number;
  renewable: number;
}

let order: Map<string, number> | undefined;

/** A service's place in the answer: the order of the contract's enum (api/owner.schema.json connectedService). */
function rankOf(serviceId: string): number {
  if (!order) {
    const { properties } = ownerDefinition('connectedService') as { properties: { serviceId: { enum: string[] } } };
    order = new Map(properties.serviceId.enum.map((id, i) => [id, i]));
  }
  return order.get(serviceId) ?? order.size;
}

/**
 * A row as the contract has it: flags as booleans, no expiresOn for a service included for life (absent, never
 * null). A service runs through the day it expires on; after that it is expired, whatever the stored status says.
 */
function serviceOf(row: Row, today: string): ConnectedService {
  const ended = row.expiresOn !== null && row.expiresOn < today;
  return {
    serviceId: row.serviceId,
    status: ended ? 'expired' : row.status,
    startedOn: row.startedOn,
    ...(row.expiresOn === null ? {} : { expiresOn: row.expiresOn }),
    switchable: row.switchable === 1,
    renewable: row.renewable === 1,
  };
}

/**
 * The connected services of a connected vehicle of the owner's garage (the vin header). The reference service keeps
 * the subscriptions itself (seeded), where a deployment asks the maker's subscription system; the rows are the
 * vehicle's, not the owner's, so they stay when the vehicle leaves a garage. Refusals as for the vehicle's status:
 * 400 without a vin, 404 for a vehicle of no garage of the owner's, 409 for one that is not connected.
 */
export const subscriptionHandlers: Pick<HandlerMap, 'subscriptions' | 'switchConnectedService'> = {
  /** Every service of the vehicle in the contract's order (none yet: an empty list). */
  subscriptions: ({ db, owner, header, now }) => {
    const found = connectedVin<SubscriptionsResponse>(db, owner.id, header('vin'));
    if (!found.ok) return found.refusal;
    const today = isoDayOf(now().getTime());
    const rows = sql(db).services.all(found.vin) as Row[];
    const services = rows.map((r) => serviceOf(r, today)).sort((a, b) => rankOf(a.serviceId) - rankOf(b.serviceId));
    return ok({ vin: found.vin, services });
  },
  /**
   * Switches a service on (active) or off; switching it to the state it has already is no change, answered the same.
   * The answer is the service as it now stands. Refused: a service the vehicle does not have (404), an expired one
   * (409: renewing it comes first), one the owner may not switch here (409: e.g. a hotspot the carrier manages).
   */
  switchConnectedService: ({ db, owner, header, params, body, now }) => {
    const found = connectedVin<ConnectedService>(db, owner.id, header('vin'));
    if (!found.ok) return found.refusal;
    const { vin } = found;
    const today = isoDayOf(now().getTime());
    return db.transaction(() => {
      const switched = sql(db).switch.run(body.enabled ? 'active' : 'off', vin, params.serviceId, today).changes === 1;
      const row = sql(db).one.get(vin, params.serviceId) as Row | undefined;
      if (!row) return fail<ConnectedService>(404, 'no such service for this vehicle');
      const service = serviceOf(row, today);
      if (switched) return ok(service);
      if (service.status === 'expired') return fail<ConnectedService>(409, 'subscription expired: renew it first');
      return fail<ConnectedService>(409, 'this service cannot be switched here');
    })();
  },
};
