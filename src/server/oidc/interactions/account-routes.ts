import type { FastifyInstance } from 'fastify';
import { forgotPasswordRoutes } from './forgot-password';
import { registrationOffered, registrationRoutes } from './registration';
import type { Details, SignInFlow } from './sign-in-flow';
import type { ServiceContext } from '../../context';
import type { AccountLinks } from '../pages/password-page';

/** The password page's other ways in: creating an account and a forgotten password, each with its own pages. */
export function accountRoutes(app: FastifyInstance, service: ServiceContext, flow: SignInFlow): void {
  registrationRoutes(app, service, flow);
  forgotPasswordRoutes(app, service, flow);
}

/** Not in a change flow: the owner is already signed in there and proves it is them on purpose. */
export function accountLinksOf(flow: SignInFlow, details: Details): AccountLinks {
  if (details.params.change_flow !== undefined) return {};
  return {
    forgotPassword: flow.action(details.uid, 'forgot-password'),
    ...(registrationOffered(details) ? { register: flow.action(details.uid, 'register') } : {}),
  };
}
