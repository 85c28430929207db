import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../routes/handler';
import type { FlowSteps, SignInFlow } from '../sign-in-flow';
import { notYet } from './not-yet';

/** The passkey change flow (spec 001 §7): create one after proving who you are, or remove the owner's passkeys. */
export function passkeySteps(_app: FastifyInstance, { db }: ServiceContext, flow: SignInFlow): Pick<FlowSteps, 'createPasskey' | 'removePasskeys'> {
  return {
    createPasskey: notYet('creating a passkey'),
    async removePasskeys(req, reply, details, owner) {
      db.prepare('DELETE FROM passkeys WHERE owner_id = ?').run(owner.id);
      return flow.finish(req, reply, details, owner, { passkeyRemove: 'true' });
    },
  };
}
