import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../routes/handler';
import type { FlowSteps, SignInFlow } from '../sign-in-flow';
import { notYet } from './not-yet';

/** Two-step verification after the password: the authenticator app (set up with a QR code) or an emailed code. */
export function secondFactorStep(_app: FastifyInstance, _service: ServiceContext, _flow: SignInFlow): Pick<FlowSteps, 'secondFactor'> {
  return { secondFactor: notYet('two-step verification') };
}
