import { fail, ok, type HandlerContext, type HandlerMap } from './handler';
import type { SignInsResponse } from '../../generated/types/api/owner';
import type { OwnerSignIns, SignInRecord } from '../context';
import { describeUserAgent } from '../shared/user-agent';

type Ids = 'signIns' | 'endSignIn' | 'endOtherSignIns';

/** What the answer says of each sign-in: its device and browser read from the user agent, never the agent itself. */
function answer(records: SignInRecord[]): SignInsResponse {
  return {
    signIns: records.map(({ id, userAgent, network, startedAt, lastActiveAt, current }) => ({
      id,
      ...describeUserAgent(userAgent),
      network,
      startedAt,
      lastActiveAt,
      current,
    })),
  };
}

/** The provider's sign-ins and the token of the asking browser, or why there are none to show. */
function signInsOf<K extends Ids>({ identity, accessToken }: HandlerContext<K>) {
  const signIns: OwnerSignIns | undefined = identity?.signIns;
  if (!signIns || !accessToken) return null;
  return { signIns, accessToken };
}

const NOT_KEPT = 'the identity provider keeps its own sign-ins: its account pages list them';

/**
 * Devices and sign-ins (Keycloak's device activity): the owner's live sign-ins at the identity provider, this
 * browser's first. Ending one ends that browser's session, grants and tokens; ending the others keeps this one, as
 * Keycloak's DELETE /account/sessions does (without current=true). The asking browser's own is not ended here: it
 * signs out (end_session), which also clears its tokens. Both answer the list as it is then.
 */
export const signInHandlers: Pick<HandlerMap, Ids> = {
  signIns: (ctx) => {
    const known = signInsOf(ctx);
    if (!known) return fail(404, NOT_KEPT);
    return ok(answer(known.signIns.list(ctx.owner, known.accessToken)));
  },
  endSignIn: (ctx) => {
    const known = signInsOf(ctx);
    if (!known) return fail(404, NOT_KEPT);
    const outcome = known.signIns.end(ctx.owner, ctx.params.id, known.accessToken);
    if (outcome === 'unknown') return fail(404, 'no such sign-in: it has ended already');
    if (outcome === 'current') return fail(409, 'this is the sign-in making the call: sign out instead');
    return ok(answer(known.signIns.list(ctx.owner, known.accessToken)));
  },
  endOtherSignIns: (ctx) => {
    const known = signInsOf(ctx);
    if (!known) return fail(404, NOT_KEPT);
    known.signIns.endOthers(ctx.owner, known.accessToken);
    return ok(answer(known.signIns.list(ctx.owner, known.accessToken)));
  },
};
