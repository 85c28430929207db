import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../routes/handler';
import type { FlowSteps, SignInFlow } from '../sign-in-flow';
import { notYet } from './not-yet';

/** change_flow=password (spec 001 §7): after proving who they are, the owner chooses a new password. */
export function passwordChangeStep(_app: FastifyInstance, _service: ServiceContext, _flow: SignInFlow): Pick<FlowSteps, 'changePassword'> {
  return { changePassword: notYet('changing the password') };
}
