import {
  readDisclosures,
  readFooter,
  readHeader,
  readLink,
  readPrivacyNotice,
  readShortcuts,
  visibleShortcuts,
  type ShortcutItem,
} from '../../../../src/app/shell/shell-content';
import { textKeyOf } from '../../../../src/lib/texts/text-key';

const item = (labelKey: string, extra: Partial<ShortcutItem> = {}): ShortcutItem => ({
  labelKey: textKeyOf(labelKey),
  to: 'account-settings',
  category: 'c',
  connected: false,
  ...extra,
});
const items = [
  item('settings'),
  item('remote', { connected: true }),
  item('health', { needsVehicle: true }),
  item('signIn', { auth: 'sign-in' }),
  item('signOut', { auth: 'sign-out' }),
];
const labels = (list: ShortcutItem[]) => list.map((i) => i.labelKey);

describe('shortcuts navigation rules (002 §2)', () => {
  it('shows connected items only to an owner with a connected vehicle', () => {
    expect(labels(visibleShortcuts(items, { signedIn: true, hasVehicles: true, hasConnectedVehicle: true }))).toEqual([
      'settings',
      'remote',
      'health',
      'signOut',
    ]);
    expect(labels(visibleShortcuts(items, { signedIn: true, hasVehicles: true, hasConnectedVehicle: false }))).toEqual([
      'settings',
      'health',
      'signOut',
    ]);
  });
  it('hides the vehicle items when the owner has no vehicle', () => {
    expect(labels(visibleShortcuts(items, { signedIn: true, hasVehicles: false, hasConnectedVehicle: false }))).toEqual(
      ['settings', 'signOut'],
    );
  });
  it('offers sign-in to a signed-out visitor and sign-out to an owner', () => {
    expect(
      labels(visibleShortcuts(items, { signedIn: false, hasVehicles: false, hasConnectedVehicle: false })),
    ).toEqual(['settings', 'signIn']);
  });
});

describe('reading content fragments defensively', () => {
  it('keeps https and same-origin links, drops other schemes and protocol-relative addresses', () => {
    expect(readLink({ labelKey: 'a', href: 'https://help.owner.example/' })).toEqual({
      labelKey: 'a',
      href: 'https://help.owner.example/',
    });
    expect(readLink({ labelKey: 'a', href: '/product/en-us/wallet' })).toEqual({
      labelKey: 'a',
      href: '/product/en-us/wallet',
    });
    for (const href of [
      'javascript:alert(1)',
      '//evil.example/',
      '/\\evil.example',
      'http://owner.example/',
      'data:text/html,x',
    ]) {
      expect(readLink({ labelKey: 'a', href })).toBeUndefined();
    }
  });
  it('leaves out malformed entries rather than failing', () => {
    expect(readHeader({ logo: { labelKey: 'l' } })).toBeNull();
    const header = readHeader({
      logo: { labelKey: 'l', to: 'home' },
      mainNavLeft: [{ categoryKey: 'c', links: [{ labelKey: 'x' }, 7, { labelKey: 'y', to: 'wallet' }] }, 'junk'],
    });
    expect(header?.mainNavLeft).toEqual([{ categoryKey: 'c', links: [{ labelKey: 'y', to: 'wallet' }] }]);
    expect(header?.search).toBeNull();
    expect(readFooter({ groups: 'no' })).toEqual({ groups: [] });
    expect(
      readShortcuts({
        items: [
          { labelKey: 'x', to: 'wallet' },
          { labelKey: 'y', to: 'wallet', category: 'v', connected: true },
        ],
      }),
    ).toEqual([{ labelKey: 'y', to: 'wallet', category: 'v', connected: true }]);
  });
});

describe("the footer's disclosures and privacy notice, fragments of their own", () => {
  it('reads their words, and nothing from a fragment without them', () => {
    expect(readDisclosures({ text: 'Features vary.' })).toBe('Features vary.');
    expect(readDisclosures({ text: '' })).toBeNull();
    expect(readPrivacyNotice({ title: 'Your privacy', body: 'We use your data.' })).toEqual({
      title: 'Your privacy',
      body: 'We use your data.',
    });
    expect(readPrivacyNotice({ title: 'Your privacy' })).toBeNull();
    expect(readPrivacyNotice({ title: 7, body: 'x' })).toBeNull();
  });
});
