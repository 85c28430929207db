import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import { site } from '../../../generated/site';

type Check = (ctx: KoaContextWithOIDC, value: string | undefined) => void;

const LOCALE = /^[a-z]{2}-[a-z]{2}$/i;
const TOKEN = /^[A-Za-z0-9_.-]{1,64}$/;

function matching(name: string, pattern: RegExp, hint: string): Check {
  return (_ctx, value) => {
    if (value !== undefined && !pattern.test(value)) throw new errors.InvalidRequest(`${name} must be ${hint}`);
  };
}

/**
 * The spec's extra authorize parameters (oidc-provider's extraParams): accepted, kept with the interaction for the
 * pages, and checked. A change of the owner's credentials (change_flow) runs under
 * the combined sign-in and profile-edit policy only (spec 001 §7).
 */
export const extraParams: Record<string, Check> = {
  locale: matching('locale', LOCALE, 'like en-us'),
  country: matching('country', /^[A-Za-z]{2,3}$/, 'a country code'),
  appId: matching('appId', TOKEN, 'an application id'),
  template: matching('template', TOKEN, 'a template name'),
  p: matching('p', TOKEN, 'a policy name'),
  change_flow: (ctx, value) => {
    if (value === undefined) return;
    if (value !== 'passkey' && value !== 'password')
      throw new errors.InvalidRequest('change_flow must be passkey or password');
    if (ctx.oidc.params?.p !== site.signInSecurity.profileEditPolicy)
      throw new errors.InvalidRequest('p must be the profile-edit policy');
  },
  passkey_flow_action: (ctx, value) => {
    const changingPasskeys = ctx.oidc.params?.change_flow === 'passkey';
    if (changingPasskeys && value !== 'add' && value !== 'remove')
      throw new errors.InvalidRequest('passkey_flow_action must be add or remove');
    if (!changingPasskeys && value !== undefined)
      throw new errors.InvalidRequest('passkey_flow_action goes with change_flow=passkey');
  },
};
