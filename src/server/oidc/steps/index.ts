import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../routes/handler';
import type { FlowSteps, SignInFlow } from '../sign-in-flow';
import { passkeySteps } from './passkeys';
import { passwordChangeStep } from './password-change';
import { secondFactorStep } from './second-factor';

/** Every step of the sign-in flow, each registering its own pages. */
export function flowSteps(app: FastifyInstance, service: ServiceContext, flow: SignInFlow): FlowSteps {
  return {
    ...secondFactorStep(app, service, flow),
    ...passkeySteps(app, service, flow),
    ...passwordChangeStep(app, service, flow),
  };
}
