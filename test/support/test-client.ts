import type { ApiClient, ApiResult, CallOptions } from '../../src/api/client';
import { endpoints, type EndpointId, type EndpointTypes } from '../../src/generated/api';

/** One call the fake client was asked for: the endpoint and its options as the caller gave them. */
export interface SeenCall<Id extends EndpointId = EndpointId> {
  id: Id;
  options: CallOptions<Id> | undefined;
}

/** The answer of one endpoint, from the call's options: a value or a promise of one. */
export type Answer<Id extends EndpointId> = (
  options: CallOptions<Id> | undefined,
) => ApiResult<EndpointTypes[Id]['response']> | Promise<ApiResult<EndpointTypes[Id]['response']>>;

/** Answers by endpoint id (schemas/api/endpoints.json); each is typed by that endpoint's response. */
export type Answers = { [Id in EndpointId]?: Answer<Id> };

/** The status of a call the test gave no answer for: it fails loudly as an error the screen can show. */
export const NOT_FAKED = 501;

/**
 * A fake of the one API client with every endpoint of schemas/api/endpoints.json, in the manner of react-admin's
 * testDataProvider(overrides): a test gives the answers it needs by endpoint id, typed by the endpoint's response,
 * and every other call answers an error naming the endpoint. The features' real services run on it, so a test
 * fakes the service's answers, not the service. It records each call.
 */
export function testClient(
  answers: Answers = {},
): ApiClient & { calls: SeenCall[]; callsOf<Id extends EndpointId>(id: Id): SeenCall<Id>[] } {
  const calls: SeenCall[] = [];
  const answerOf = <Id extends EndpointId>(id: Id): Answer<Id> | undefined => answers[id] as Answer<Id> | undefined;
  return {
    calls,
    callsOf: <Id extends EndpointId>(id: Id) => calls.filter((c) => c.id === id) as SeenCall<Id>[],
    async call<Id extends EndpointId>(id: Id, ...args: [options?: CallOptions<Id>]) {
      if (!(id in endpoints)) throw new Error(`testClient: no endpoint ${id} in schemas/api/endpoints.json`);
      const options = args[0];
      calls.push({ id, options } as SeenCall);
      const answer = answerOf(id);
      if (!answer) return { kind: 'error', status: NOT_FAKED, message: `testClient: no answer for ${id}` };
      return answer(options);
    },
    warm: () => undefined,
    shouldSignIn: () => true,
    clearCache: () => undefined,
    quiet: async () => undefined,
    busy: () => false,
  };
}

/** An ok answer of an endpoint, with its status (200 unless given). */
export function ok<Id extends EndpointId>(data: EndpointTypes[Id]['response'], status = 200): Answer<Id> {
  return () => ({ kind: 'ok', status, data });
}

/** A failed answer: the status, and the service's message. */
export function failed<Id extends EndpointId>(status: number, message = `HTTP ${status}`): Answer<Id> {
  return () => ({ kind: 'error', status, message });
}
