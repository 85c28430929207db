import type { FastifyInstance } from 'fastify';
import { passkeySteps } from './passkey-step';
import { passwordChangeStep } from './password-change-step';
import { secondFactorStep } from './second-factor-step';
import type { FlowSteps, SignInFlow } from './sign-in-flow';
import type { ServiceContext } from '../../context';

/** Every step of the sign-in flow, each registering its own pages. */
export function flowSteps(app: FastifyInstance, service: ServiceContext, flow: SignInFlow): FlowSteps {
  return {
    ...secondFactorStep(app, service, flow),
    ...passkeySteps(app, service, flow),
    ...passwordChangeStep(app, service, flow),
  };
}
