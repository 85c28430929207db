import type { RawDealer } from '../../generated/types/api/owner';
import { fail, ok, type HandlerMap } from './handler';

interface DealerRow {
  dealerCode: string; dealerGroup: string; name: string; street: string; town: string; postalCode: string; phone: string;
  delivery: number; openingHours: string; appointments: string;
  filterDeliveryServices: string; filterDidServices: string; filterRegularServices: string; rewardPoints: number;
}

const DEALER_COLUMNS = `dealer_code AS dealerCode, dealer_group AS dealerGroup, name, street, town, postal_code AS postalCode, phone,
  delivery, opening_hours AS openingHours, appointments, filter_delivery_services AS filterDeliveryServices,
  filter_did_services AS filterDidServices, filter_regular_services AS filterRegularServices, reward_points AS rewardPoints`;

/** The filter lists stay JSON text, as the real dealer service sends them (spec 001 §3.6): the client parses them. */
function toRawDealer(row: DealerRow): RawDealer {
  return {
    dealerCode: row.dealerCode, dealerGroup: row.dealerGroup, name: row.name, street: row.street, town: row.town,
    postalCode: row.postalCode, openingHours: JSON.parse(row.openingHours) as RawDealer['openingHours'], delivery: row.delivery === 1,
    phone: row.phone, appointments: JSON.parse(row.appointments) as RawDealer['appointments'],
    filterDeliveryServices: row.filterDeliveryServices, filterDidServices: row.filterDidServices, filterRegularServices: row.filterRegularServices,
  };
}

export const dealerHandlers: Pick<HandlerMap, 'aggregatePoints' | 'rewardsActivity' | 'preferredDealerRewards' | 'dealerDetails'> = {
  // Points belong to the owner's home programme; another country's programme has none for them.
  aggregatePoints: ({ owner, query }) => ok({
    points: query.programCountry === owner.country ? { total: owner.pointsTotal, expiring: owner.pointsExpiring } : { total: 0, expiring: 0 },
  }),
  rewardsActivity: ({ db, owner, query }) => ok({
    activity: db.prepare('SELECT date, description, points FROM reward_activity WHERE owner_id = ? AND program_country = ? ORDER BY date DESC, id DESC LIMIT 20')
      .all(owner.id, query.programCountry) as { date: string; description: string; points: number }[],
  }),
  preferredDealerRewards: ({ db, body }) => {
    const points = db.prepare('SELECT reward_points FROM dealers WHERE dealer_code = ?').pluck().get(body.dealerCode) as number | undefined;
    return points === undefined ? fail(404, `dealer ${body.dealerCode} not found`) : ok({ dealerCode: body.dealerCode, rewardPoints: points });
  },
  dealerDetails: ({ db, params }) => {
    const row = db.prepare(`SELECT ${DEALER_COLUMNS} FROM dealers WHERE dealer_id = ? AND dealer_code = ?`).get(params.dealerId, params.dealerCode) as DealerRow | undefined;
    if (!row) {
      return ok({ dataErrors: [{ errorCode: 'DEALER_NOT_FOUND', errorMessage: `no dealer ${params.dealerCode} with id ${params.dealerId}`, statusCode: 404 }] }, 404);
    }
    return ok({ dealers: [toRawDealer(row)] });
  },
};
