import { refusalPage } from '../../idp/page';
import { sendPage } from '../../idp/sign-in-steps';
import type { Step } from '../sign-in-flow';

/** A step the local provider does not offer yet: the owner is told so, not signed in on less than they asked for. */
export function notYet(what: string): Step {
  return async (_req, reply, details) => sendPage(reply, 403, refusalPage(`${what} is not available on this provider yet; sign in through /idp`, typeof details.params.locale === 'string' ? details.params.locale : undefined));
}
