import { markets } from '../../../../src/generated/markets/local';
import { demoOwnerRecords } from '../../../../src/server/seed/demo-owners';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

const FR = markets.find((m) => m.id === 'product/fr-fr')!;
/** The French demo owner, seeded with a passkey. */
const LUCAS = 'lucas.martin@example.com';

const {
  app,
  owners: { us, fr },
} = ownerApiUnderTest({ us: 'michael.johnson@example.com', fr: LUCAS }, { accessTokenTtlSeconds: 600 });
const usHeaders = () => apiHeaders(us.access_token, US.consumerKey);

describe('MFA options', () => {
  it('lists the options with masked values and the passkeys', async () => {
    const res = await app.inject({ url: '/owner/api/v2/mfa-options', headers: usHeaders() });
    expect(res.json()).toEqual({
      userRequiresMFA: false,
      mfaOptions: [
        { type: 'email', value: 'm******@example.com' },
        { type: 'phone', value: '********0147' },
      ],
      passkeys: [],
    });
  });

  it('answers both fields of a passkey: its public key and when it was registered (spec 001 §3.7)', async () => {
    const seeded = demoOwnerRecords.find((o) => o.email === LUCAS)!.passkeys;
    expect(seeded.length).toBeGreaterThan(0);
    const res = await app.inject({
      url: '/owner/api/v2/mfa-options',
      headers: apiHeaders(fr.access_token, FR.consumerKey),
    });
    // The seeded one has no name (the page names it after its device type), no device facts and no sign-in yet.
    expect(res.json().passkeys).toEqual(
      seeded.map((p) => ({
        id: expect.stringMatching(/^\d+$/),
        publicKeyCredentialPublicKey: p.publicKey,
        passkeyRegistrationTimestamp: p.registeredAt,
        deviceType: { kind: 'unknown' },
      })),
    );
  });

  it('removes an option with 204, 404 when absent, and refuses to remove the last one with 409', async () => {
    const remove = (type: string) =>
      app.inject({ method: 'DELETE', url: `/owner/api/v2/mfa-options?optionType=${type}`, headers: usHeaders() });
    expect((await remove('totp')).statusCode).toBe(404);
    expect((await remove('phone')).statusCode).toBe(204);
    const last = await remove('email');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('the only option cannot be removed');
    const left = (await app.inject({ url: '/owner/api/v2/mfa-options', headers: usHeaders() })).json().mfaOptions;
    expect(left).toEqual([{ type: 'email', value: 'm******@example.com' }]);
    expect((await remove('sms')).statusCode).toBe(400);
  });

  it('sets the user-level flag from text', async () => {
    const put = (value: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/owner/api/v2/mfa-options/user-level',
        headers: json(usHeaders()),
        payload: { userRequiresMFA: value },
      });
    const res = await put('true');
    expect(res.json()).toEqual({ status: 200 });
    expect((await app.inject({ url: '/owner/api/v2/mfa-options', headers: usHeaders() })).json().userRequiresMFA).toBe(
      true,
    );
    expect((await put(true)).statusCode).toBe(400);
    await put('false');
    expect((await app.inject({ url: '/owner/api/v2/mfa-options', headers: usHeaders() })).json().userRequiresMFA).toBe(
      false,
    );
  });
});
