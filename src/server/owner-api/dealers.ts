import { dealerCountryOf, dealerCountryPrefix } from './dealer-countries';
import { fail, ok, type HandlerMap } from './handler';
import type { RawDealer } from '../../generated/types/api/owner';
import type { Db } from '../db/open';

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
  sellsNewVehicles: number;
}

const DEALER_COLUMNS = `dealer_code AS dealerCode, dealer_id AS dealerId, dealer_group AS dealerGroup, name, street, town, region, postal_code AS postalCode, phone,
  delivery, opening_hours AS openingHours, appointments, filter_delivery_services AS filterDeliveryServices,
  filter_did_services AS filterDidServices, filter_regular_services AS filterRegularServices, reward_points AS rewardPoints,
  sells_new_vehicles AS sellsNewVehicles`;

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
    sellsNewVehicles: row.sellsNewVehicles === 1,
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

/**
 * The dealers of a country (its dealer-code prefix) by name (any part) or postal code (its start, spaces and case
 * ignored), by name; newVehiclesOnly: only those that sell new vehicles.
 */
function searchDealers(db: Db, prefix: string, q: string, newVehiclesOnly: boolean): RawDealer[] {
  const postal = literal(q.replace(/\s+/g, '').toUpperCase());
  const rows = db
    .prepare(
      `SELECT ${DEALER_COLUMNS} FROM dealers
      WHERE dealer_code LIKE ? ESCAPE '\\'
        AND (name LIKE ? ESCAPE '\\' OR replace(upper(postal_code), ' ', '') LIKE ? ESCAPE '\\')
        ${newVehiclesOnly ? 'AND sells_new_vehicles = 1' : ''}
      ORDER BY name LIMIT ?`,
    )
    .all(`${literal(prefix)}%`, `%${literal(q)}%`, `${postal}%`, DEALER_SEARCH_LIMIT) as DealerRow[];
  return rows.map(toRawDealer);
}

/** The dealer service's refusal of a code it has no dealer for (dataErrors, as the details call answers it). */
const dealerNotFound = (message: string) =>
  ok({ dataErrors: [{ errorCode: 'DEALER_NOT_FOUND', errorMessage: message, statusCode: 404 }] }, 404);

/** The country a dealer call names: a dealer country, and the owner's own (dealers are looked up there only). */
function countryRefusal(country: string, owner: { country: string }): string | null {
  if (dealerCountryPrefix(country) === undefined) return `country ${country} is not a dealer country`;
  if (country !== owner.country) return `dealers are searched in the owner's country (${owner.country}) only`;
  return null;
}

export const dealerHandlers: Pick<
  HandlerMap,
  | 'aggregatePoints'
  | 'rewardsActivity'
  | 'preferredDealerRewards'
  | 'dealerDetails'
  | 'dealerSearch'
  | 'nvcDealers'
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
    if (!row) return dealerNotFound(`no dealer ${params.dealerCode} with id ${params.dealerId}`);
    return ok({ dealers: [toRawDealer(row)] });
  },
  /** By name (any part) or postal code (its start, spaces and case ignored), within the owner's own country. */
  dealerSearch: ({ db, owner, query }) => {
    const refusal = countryRefusal(query.country, owner);
    if (refusal !== null) return fail(400, refusal);
    const q = query.q.trim();
    if (q === '') return fail(400, 'q must not be blank');
    return ok({ dealers: searchDealers(db, dealerCountryPrefix(query.country)!, q, false) });
  },
  /**
   * The New Vehicle Centres (dealers that sell new vehicles) of the owner's country: near a place (q, matched as the
   * dealer search matches it), or one by its code (dealerCode: the selling dealer of a vehicle order). A code of
   * another country, unknown, or of a service-only dealer is DEALER_NOT_FOUND, as the details call says it.
   */
  nvcDealers: ({ db, owner, query }) => {
    const refusal = countryRefusal(query.country, owner);
    if (refusal !== null) return fail(400, refusal);
    if ((query.q === undefined) === (query.dealerCode === undefined))
      return fail(400, 'give q (a place or a dealer name) or dealerCode: exactly one of them');
    if (query.dealerCode !== undefined) {
      const code = query.dealerCode;
      const row =
        dealerCountryOf(code) === query.country
          ? (db
              .prepare(`SELECT ${DEALER_COLUMNS} FROM dealers WHERE dealer_code = ? AND sells_new_vehicles = 1`)
              .get(code) as DealerRow | undefined)
          : undefined;
      return row
        ? ok({ dealers: [toRawDealer(row)] })
        : dealerNotFound(`no dealer ${code} selling new vehicles in ${query.country}`);
    }
    const q = (query.q ?? '').trim();
    if (q === '') return fail(400, 'q must not be blank');
    return ok({ dealers: searchDealers(db, dealerCountryPrefix(query.country)!, q, true) });
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
