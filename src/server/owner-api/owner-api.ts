import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import { accountHandlers } from './account';
import { ownerDefinition } from './api-schemas';
import { bookingHandlers } from './bookings';
import { dataExportHandlers } from './data-export';
import { dealerHandlers } from './dealers';
import { emailChangeHandlers } from './email-change';
import { featureGuideHandlers } from './feature-guide';
import {
  ownerByGuid,
  type GuestCredentials,
  type HandlerContext,
  type HandlerMap,
  type Owner,
  type OwnerApiContext,
} from './handler';
import { handoverHandlers } from './handover';
import { messageHandlers } from './messages';
import { mfaHandlers } from './mfa';
import { offerHandlers } from './offers';
import { orderHandlers } from './orders';
import { ownershipHandlers } from './ownership';
import { passkeyHandlers } from './passkeys';
import { privacyHandlers } from './privacy-preferences';
import { profileHandlers } from './profile';
import { recallHandlers } from './recalls';
import { recoveryCodeHandlers } from './recovery-codes';
import { removedVehicleHandlers } from './removed-vehicles';
import { returnHandlers } from './returns';
import { signInHandlers } from './sign-ins';
import { subscriptionHandlers } from './subscriptions';
import { termsHandlers } from './terms';
import { tokenSwapHandlers } from './token-swap';
import { unitHandlers } from './units';
import { userInfoHandlers } from './user-info';
import { vehicleHealthHandlers } from './vehicle-health';
import { vehicleOrderHandlers } from './vehicle-orders';
import { vehicleHandlers } from './vehicles';
import { apiHeaders, endpoints, type DataEndpointId, type EndpointId, type EndpointTypes } from '../../generated/api';
import { markets } from '../../generated/markets/local';
import { formRefusal, phoneNotAsSent, refusalText } from '../forms/form-checks';
import { sendError } from '../shared/http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the owner-service routes: which entry of schemas/api/endpoints.json the route serves. */
    endpointId?: EndpointId;
  }
}

const handlers: HandlerMap = {
  ...profileHandlers,
  ...vehicleHandlers,
  ...removedVehicleHandlers,
  ...ownershipHandlers,
  ...recallHandlers,
  ...vehicleHealthHandlers,
  ...subscriptionHandlers,
  ...featureGuideHandlers,
  ...unitHandlers,
  ...userInfoHandlers,
  ...privacyHandlers,
  ...tokenSwapHandlers,
  ...mfaHandlers,
  ...passkeyHandlers,
  ...recoveryCodeHandlers,
  ...emailChangeHandlers,
  ...dealerHandlers,
  ...orderHandlers,
  ...accountHandlers,
  ...messageHandlers,
  ...returnHandlers,
  ...bookingHandlers,
  ...vehicleOrderHandlers,
  ...handoverHandlers,
  ...offerHandlers,
  ...termsHandlers,
  ...dataExportHandlers,
  ...signInHandlers,
};

const OWNER_SCHEMA = 'api/owner.schema.json';
const ref = (definition: string) => ({ $ref: `${OWNER_SCHEMA}#/definitions/${definition}` });

/** Header names as Node delivers them (lower case), with a schema where the API defines one. */
function headerSchema(names: readonly (keyof typeof apiHeaders)[]): FastifySchema['headers'] {
  const wire = names.map((n) => apiHeaders[n].toLowerCase());
  const properties: Record<string, unknown> = Object.fromEntries(
    wire.map((w) => [w, { type: 'string', minLength: 1 }]),
  );
  // Inlined, not $ref'd: Fastify lower-cases header schemas only when it can see them.
  if (names.includes('vin')) properties[apiHeaders.vin] = ownerDefinition('vin');
  return { type: 'object', required: wire, properties };
}

function routeSchema(id: EndpointId): FastifySchema {
  const e = endpoints[id];
  const schema: FastifySchema = {};
  if (e.schemas.params) schema.params = ref(e.schemas.params);
  if (e.schemas.query) schema.querystring = ref(e.schemas.query);
  if (e.schemas.body) schema.body = ref(e.schemas.body);
  if (e.headers.length > 0) schema.headers = headerSchema(e.headers);
  // Response schemas keep the service to the contract: no field outside it leaves the server.
  // A call with its own refusal body (the dealer service's dataErrors) still refuses bad keys and tokens the usual way.
  const refusal = e.schemas.error ? { '4xx': { anyOf: [ref('errorResponse'), ref(e.schemas.error)] } } : {};
  if (e.schemas.response) schema.response = { '2xx': ref(e.schemas.response), ...refusal };
  return schema;
}

const consumerKeys = new Set(markets.map((m) => m.consumerKey));

const isDataEndpoint = (id: EndpointId): id is DataEndpointId => endpoints[id].service === 'data';

type TokenCheck = { ok: true; owner: Owner } | { ok: false; reason: 'missing' | 'expired' | 'unknown' };

/** The owner an access token of the identity provider stands for (a service without a provider knows none). */
async function ownerOfToken(service: OwnerApiContext, token: string | undefined): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  if (!service.identity) return { ok: false, reason: 'unknown' };
  const check = await service.identity.ownerOf(token);
  if (!check.ok) return check;
  const owner = ownerByGuid(service.db, check.guid);
  return owner === undefined ? { ok: false, reason: 'unknown' } : { ok: true, owner };
}

/**
 * The owner data service: every data call of schemas/api/endpoints.json, registered from the generated table so
 * paths and validation have one definition. Its hook (this plugin only) checks the consumer key on every
 * call and the access token on every call whose auth is not 'none'.
 */
export const ownerApi: FastifyPluginAsync<OwnerApiContext> = async (app: FastifyInstance, service) => {
  const owners = new WeakMap<FastifyRequest, Owner>();
  const guests = new WeakMap<FastifyRequest, GuestCredentials>();

  app.addHook('onRequest', async (req, reply) => {
    const key = req.headers[apiHeaders.consumerKey];
    if (typeof key !== 'string' || !consumerKeys.has(key)) return sendError(reply, 403, 'unknown consumer key');
    const id = req.routeOptions.config.endpointId;
    // A call that takes no body refuses one (a DELETE with a body is a client's mistake, never ignored).
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (id && !endpoints[id].schemas.body && hasBody) return sendError(reply, 400, 'this call takes no body');
    if (!id || endpoints[id].auth === 'none') return;
    const token = req.headers[apiHeaders.authToken];
    if (endpoints[id].auth === 'guest' && token === undefined) {
      // No token: a guest, who must show the authorization of a look-up or a booking instead.
      const identifier = req.headers[apiHeaders.identifier.toLowerCase()];
      const accessCode = req.headers[apiHeaders.accessCode.toLowerCase()];
      if (typeof identifier !== 'string' || typeof accessCode !== 'string' || !identifier || !accessCode) {
        return sendError(
          reply,
          401,
          'missing auth-token header (or the identifier and Access-Code headers of a guest authorization)',
        );
      }
      guests.set(req, { identifier, accessCode });
      return;
    }
    const check = await ownerOfToken(service, typeof token === 'string' ? token : undefined);
    if (!check.ok) {
      const message = {
        missing: 'missing auth-token header',
        expired: 'expired auth-token',
        unknown: 'unknown or revoked auth-token',
      }[check.reason];
      return sendError(reply, 401, message);
    }
    owners.set(req, check.owner);
  });

  // Owner data: never kept by shared caches (the client keeps its own, per the cache rules).
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  const register = <K extends DataEndpointId>(id: K) => {
    const e = endpoints[id];
    const handler = handlers[id];
    app.route({
      method: e.method,
      url: e.path,
      schema: routeSchema(id),
      config: { endpointId: id },
      ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
      handler: async (req, reply) => {
        const ctx = {
          ...service,
          owner: owners.get(req) ?? null,
          guest: guests.get(req) ?? null,
          clientIp: req.ip,
          userAgent: req.headers['user-agent'],
          accessToken: owners.has(req) ? (req.headers[apiHeaders.authToken] as string) : undefined,
          // Checked by the route's schemas before the handler runs.
          query: req.query as EndpointTypes[K]['query'],
          params: req.params as EndpointTypes[K]['params'],
          body: req.body as EndpointTypes[K]['body'],
          log: (message: string, detail: Record<string, unknown>) => req.log.warn(detail, message),
          header: (name: keyof typeof apiHeaders) => {
            const value = req.headers[apiHeaders[name].toLowerCase()];
            return typeof value === 'string' ? value : undefined;
          },
        } as HandlerContext<K>; // owner is null for 'none' calls and for guests; guest is set only for guests (the hook above)
        const refusal = ctx.owner ? formRefusal(id, req.body, ctx.owner.country) : null;
        if (refusal) return sendError(reply, 400, refusalText(refusal));
        const phone = ctx.owner ? phoneNotAsSent(req.body, ctx.owner.country) : null;
        if (phone !== null)
          return sendError(
            reply,
            400,
            `body.mobilePhoneNumber is not normalised for its country: the page sends ${phone}`,
          );
        const outcome = await handler(ctx);
        if (outcome.kind === 'empty') return reply.code(204).send();
        if (outcome.kind === 'error') return sendError(reply, outcome.status, outcome.message);
        if (outcome.kind === 'attachment') {
          // Sent as stored (a string is not serialized again), with the name to save it under (curl -OJ, a gateway's tools).
          return reply
            .code(200)
            .header('content-type', 'application/json; charset=utf-8')
            .header('content-disposition', `attachment; filename="${outcome.fileName}"`)
            .send(outcome.json);
        }
        return reply.code(outcome.status).send(outcome.body);
      },
    });
  };
  // The content service's calls have their own routes (content.ts, analytics-config.ts, chat.ts): public, without this hook.
  for (const id of Object.keys(endpoints) as EndpointId[]) if (isDataEndpoint(id)) register(id);
};
