import { authenticatorName, passkeyDeviceType } from '../../../../src/server/shared/passkey-devices';

it('names well-known authenticators from the maintained AAGUID list, and none for all zeros or an unknown one', () => {
  expect(authenticatorName('08987058-cadc-4b81-b6e1-30de50dcbe96')).toBe('Windows Hello');
  expect(authenticatorName('EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4')).toBe('Google Password Manager');
  expect(authenticatorName('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  expect(authenticatorName('12345678-1234-1234-1234-123456789abc')).toBeUndefined();
  expect(authenticatorName(null)).toBeUndefined();
});

it('tells the kind from the transports first (a phone by QR code), then the attachment', () => {
  const kind = (attachment: 'platform' | 'cross-platform' | null, transports: string[]) =>
    passkeyDeviceType({ aaguid: null, attachment, transports }).kind;
  expect(kind('cross-platform', ['hybrid', 'internal'])).toBe('phone');
  expect(kind('platform', ['internal'])).toBe('platform');
  expect(kind(null, ['internal'])).toBe('platform');
  expect(kind('cross-platform', [])).toBe('securityKey');
  expect(kind(null, ['usb', 'nfc'])).toBe('securityKey');
  expect(kind(null, [])).toBe('unknown');
});

it('gives both the kind and the product where the list knows it', () => {
  expect(
    passkeyDeviceType({ aaguid: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd', attachment: 'platform', transports: [] }),
  ).toEqual({ kind: 'platform', authenticator: expect.stringMatching(/Apple|iCloud/) });
});
