import { changeOutcomeOf, withChangeOutcome, withoutChangeOutcome } from '../../../../src/lib/auth/change-return';

describe('change outcome on return (spec 001 §4.5)', () => {
  it('adds what the provider did to the return path, keeping its query and hash', () => {
    expect(withChangeOutcome('/product/fr-fr/signin-credentials?webview=true#passkeys', 'passkeyAdd')).toBe(
      '/product/fr-fr/signin-credentials?webview=true&passkeyAdd=true#passkeys',
    );
    expect(withChangeOutcome('/product/fr-fr/signin-credentials', 'passkeyRemove')).toBe(
      '/product/fr-fr/signin-credentials?passkeyRemove=true',
    );
  });

  it('leaves the path alone without a change', () => {
    expect(withChangeOutcome('/a?b=1', null)).toBe('/a?b=1');
  });

  it('reads the outcome from the page address; anything but true is no outcome', () => {
    expect(changeOutcomeOf('?passkeyAdd=true')).toBe('passkeyAdd');
    expect(changeOutcomeOf('?passkeyRemove=true')).toBe('passkeyRemove');
    expect(changeOutcomeOf('?passwordChanged=true')).toBe('passwordChanged');
    expect(changeOutcomeOf('?passkeyAdd=1')).toBeNull();
    expect(changeOutcomeOf('')).toBeNull();
  });

  it('drops the report from the address, keeping the rest', () => {
    expect(withoutChangeOutcome('?webview=true&passkeyAdd=true')).toBe('?webview=true');
    expect(withoutChangeOutcome('?passkeyRemove=true')).toBe('');
  });
});
