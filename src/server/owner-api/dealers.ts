import { dealerCountryOf, dealerCountryPrefix } from './dealer-countries';
import { fail, ok, type HandlerMap } from './handler';
import type { RawDealer } from '../../generated/types/api/owner';

interface DealerRow {
  dealerCode: string;
  dealerId: string;
  dealerGroup: string;
  name: string;
  street: string;
  town: string;
  region: string | null;
  postalCode: string;
  phone: string;
  delivery: number;
  openingHours: string;
  appointments: string;
  filterDeliveryServices: string;
  filterDidServices: string;
  filterRegularServices: string;
  rewardPoints: number;
}

const DEALER_COLUMNS = `dealer_code AS dealerCode, dealer_id AS dealerId, dealer_group AS dealerGroup, name, street, town, region, postal_code AS postalCode, phone,
  delivery, opening_hours AS openingHours, appointments, filter_delivery_services AS filterDeliveryServices,
  filter_did_services AS filterDidServices, filter_regular_services AS filterRegularServices, reward_points AS rewardPoints`;

/** The filter lists stay JSON text, as the real dealer service sends them (spec 001 §3.6): the client parses them. */
function toRawDealer(row: DealerRow): RawDealer {
  return {
    dealerCode: row.dealerCode,
    dealerId: row.dealerId,
    dealerGroup: row.dealerGroup,
    name: row.name,
    street: row.street,
    town: row.town,
    ...(row.region ? { region: row.region } : {}),
    postalCode: row.postalCode,
    openingHours: JSON.parse(row.openingHours) as RawDealer['openingHours'],
    delivery: row.delivery === 1,
    phone: row.phone,
    appointments: JSON.parse(row.appointments) as RawDealer['appointments'],
    filterDeliveryServices: row.filterDeliveryServices,
    filterDidServices: row.filterDidServices,
    filterRegularServices: row.filterRegularServices,
  };
}

/** LIKE text matched literally: its own wildcards escaped (with ESCAPE '\\'). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search answers at most this many dealers (a name or postal code prefix narrows it). */
export const DEALER_SEARCH_LIMIT = 20;

export const dealerHandlers: Pick<
  HandlerMap,
  | 'aggregatePoints'
  | 'rewardsActivity'
  | 'preferredDealerRewards'
  | 'dealerDetails'
  | 'dealerSearch'
  | 'preferredDealer'
  | 'setPreferredDealer'
> = {
  // Points belong to the owner's home programme; another country's programme has none for them.
  aggregatePoints: ({ owner, query }) =>
    ok({
      points:
        query.programCountry === owner.country
          ? { total: owner.pointsTotal, expiring: owner.pointsExpiring }
          : { total: 0, expiring: 0 },
    }),
  rewardsActivity: ({ db, owner, query }) =>
    ok({
      activity: db
        .prepare(
          'SELECT date, description, points FROM reward_activity WHERE owner_id = ? AND program_country = ? ORDER BY date DESC, id DESC LIMIT 20',
        )
        .all(owner.id, query.programCountry) as { date: string; description: string; points: number }[],
    }),
  preferredDealerRewards: ({ db, body }) => {
    const points = db
      .prepare('SELECT reward_points FROM dealers WHERE dealer_code = ?')
      .pluck()
      .get(body.dealerCode) as number | undefined;
    return points === undefined
      ? fail(404, `dealer ${body.dealerCode} not found`)
      : ok({ dealerCode: body.dealerCode, rewardPoints: points });
  },
  dealerDetails: ({ db, params }) => {
    const row = db
      .prepare(`SELECT ${DEALER_COLUMNS} FROM dealers WHERE dealer_id = ? AND dealer_code = ?`)
      .get(params.dealerId, params.dealerCode) as DealerRow | undefined;
    if (!row) {
      return ok(
        {
          dataErrors: [
            {
              errorCode: 'DEALER_NOT_FOUND',
              errorMessage: `no dealer ${params.dealerCode} with id ${params.dealerId}`,
              statusCode: 404,
            },
          ],
        },
        404,
      );
    }
    return ok({ dealers: [toRawDealer(row)] });
  },
  /** By name (any part) or postal code (its start, spaces and case ignored), within the owner's own country. */
  dealerSearch: ({ db, owner, query }) => {
    const prefix = dealerCountryPrefix(query.country);
    if (prefix === undefined) return fail(400, `country ${query.country} is not a dealer country`);
    if (query.country !== owner.country)
      return fail(400, `dealers are searched in the owner's country (${owner.country}) only`);
    const q = query.q.trim();
    if (q === '') return fail(400, 'q must not be blank');
    const postal = literal(q.replace(/\s+/g, '').toUpperCase());
    const rows = db
      .prepare(
        `SELECT ${DEALER_COLUMNS} FROM dealers
      WHERE dealer_code LIKE ? ESCAPE '\\'
        AND (name LIKE ? ESCAPE '\\' OR replace(upper(postal_code), ' ', '') LIKE ? ESCAPE '\\')
      ORDER BY name LIMIT ?`,
      )
      .all(`${literal(prefix)}%`, `%${literal(q)}%`, `${postal}%`, DEALER_SEARCH_LIMIT) as DealerRow[];
    return ok({ dealers: rows.map(toRawDealer) });
  },
  preferredDealer: ({ db, owner }) => {
    const code = owner.preferredDealerCode;
    const id =
      code === null
        ? undefined
        : (db.prepare('SELECT dealer_id FROM dealers WHERE dealer_code = ?').pluck().get(code) as string | undefined);
    return ok(id === undefined ? { dealerCode: null, dealerId: null } : { dealerCode: code, dealerId: id });
  },
  setPreferredDealer: ({ db, owner, body }) => {
    const id = db.prepare('SELECT dealer_id FROM dealers WHERE dealer_code = ?').pluck().get(body.dealerCode) as
      string | undefined;
    if (id === undefined) return fail(400, `unknown dealer ${body.dealerCode}`);
    if (dealerCountryOf(body.dealerCode) !== owner.country)
      return fail(400, `dealer ${body.dealerCode} is not in the owner's country (${owner.country})`);
    db.prepare('UPDATE owners SET preferred_dealer_code = ? WHERE id = ?').run(body.dealerCode, owner.id);
    return ok({ dealerCode: body.dealerCode, dealerId: id });
  },
};
