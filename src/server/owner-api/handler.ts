import type { apiHeaders, DataEndpointId, EndpointId, EndpointTypes, endpoints } from '../../generated/api';
import type { IdentityProvider, ServiceContext } from '../context';
import type { DataExportJobs } from './data-export-job';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

export interface Owner {
  id: number;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  marketId: string;
  country: string;
  mobilePhone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  title: string | null;
  middleName: string | null;
  companyName: string | null;
  nationalId: string | null;
  state: string | null;
  additionalAddress: string | null;
  requiresMfa: number;
  pointsTotal: number;
  pointsExpiring: number;
  preferredDealerCode: string | null;
}

// Read on every call of the owner service, by the subject of its access token (the owner's guid).
const sql = preparedOnce((db) => ({
  owner:
    db.prepare(`SELECT id, guid, email, first_name AS firstName, last_name AS lastName, market_id AS marketId, country,
    mobile_phone AS mobilePhone, address1, address2, city, zip, title, middle_name AS middleName, company_name AS companyName,
    national_id AS nationalId, state, additional_address AS additionalAddress, requires_mfa AS requiresMfa, points_total AS pointsTotal,
    points_expiring AS pointsExpiring, preferred_dealer_code AS preferredDealerCode FROM owners WHERE guid = ?`),
}));

export function ownerByGuid(db: Db, guid: string): Owner | undefined {
  return sql(db).owner.get(guid) as Owner | undefined;
}

/** What the owner API is built with: the service's context and the identity provider whose tokens it takes. */
export interface OwnerApiContext extends ServiceContext {
  /** None when the service signs nobody in: every owner call is then a 401. */
  identity: IdentityProvider | undefined;
  /** The owners' data exports being prepared in the background (data-export-job.ts). */
  dataExports: DataExportJobs;
}

/** What a handler gets: bodies already checked against the endpoint's schemas, and the signed-in owner. */
/** A guest's authorization as sent in the identifier and Access-Code headers (auth 'guest' calls without a token). */
export interface GuestCredentials {
  identifier: string;
  accessCode: string;
}

type Auth<K extends EndpointId> = (typeof endpoints)[K]['auth'];

export interface HandlerContext<K extends EndpointId> extends OwnerApiContext {
  /** The signed-in owner: always for 'owner' calls, never for 'none', and for 'guest' calls when a token was sent. */
  owner: Auth<K> extends 'none' ? null : Auth<K> extends 'guest' ? Owner | null : Owner;
  /** For 'guest' calls without a token: what the guest sent instead (the handler checks it against the resource). */
  guest: Auth<K> extends 'guest' ? GuestCredentials | null : null;
  /** The caller's address: guest look-ups count failures per client. */
  clientIp: string;
  /** The caller's User-Agent header, if it sent one: the devices and sign-ins list tells browsers by it. */
  userAgent: string | undefined;
  /** The access token the call came with (owner calls): which of the owner's sign-ins is asking. */
  accessToken: string | undefined;
  query: EndpointTypes[K]['query'];
  params: EndpointTypes[K]['params'];
  body: EndpointTypes[K]['body'];
  header(name: keyof typeof apiHeaders): string | undefined;
  /** The service log (warn level: what `npm start` prints), e.g. the codes a real service would mail. */
  log(message: string, detail: Record<string, unknown>): void;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

export type Outcome<R> =
  | { kind: 'json'; status: number; body: R }
  | { kind: 'empty' }
  | { kind: 'error'; status: ErrorStatus; message: string }
  /** A JSON file sent as it is stored, to be saved under fileName (the data export's download). */
  | { kind: 'attachment'; fileName: string; json: string };

export const ok = <R>(body: R, status = 200): Outcome<R> => ({ kind: 'json', status, body });
export const noContent = <R>(): Outcome<R> => ({ kind: 'empty' });
export const fail = <R>(status: ErrorStatus, message: string): Outcome<R> => ({ kind: 'error', status, message });
export const attachment = <R>(fileName: string, json: string): Outcome<R> => ({ kind: 'attachment', fileName, json });

export type Handler<K extends EndpointId> = (
  ctx: HandlerContext<K>,
) => Outcome<EndpointTypes[K]['response']> | Promise<Outcome<EndpointTypes[K]['response']>>;

/** One handler per data-service endpoint of schemas/api/endpoints.json: a missing one is a type error (content has its own routes). */
export type HandlerMap = { [K in DataEndpointId]: Handler<K> };
