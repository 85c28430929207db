/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiResult } from '../../../../src/api/client';
import type { MfaOptionsResponse, Passkey, RecoveryCodesStatus } from '../../../../src/generated/types/api/owner';
import { renderApp } from '../../../support/render-app';
import { failed, ok } from '../../../support/test-client';

afterEach(() => {
  document.body.innerHTML = '';
});

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), template);

const passkey: Passkey = {
  id: '3',
  publicKeyCredentialPublicKey: 'pk',
  passkeyRegistrationTimestamp: '2026-09-18T10:24:00.000Z',
  deviceType: { kind: 'securityKey' },
};
const withPasskey: MfaOptionsResponse = {
  userRequiresMFA: true,
  mfaOptions: [{ type: 'totp' }],
  passkeys: [passkey],
};

async function open(answers: Parameters<typeof renderApp>[1]['services']) {
  const app = await renderApp('/product/en-us/signin-credentials', {
    marketId: 'product/en-us',
    signedIn: true,
    services: answers,
  });
  await screen.findByRole('heading', { level: 1, name: app.texts['screen.signin-credentials.title'] });
  return app;
}

describe('recovery codes', () => {
  it('says a failed load failed, and asks again on Try again', async () => {
    let answer: ApiResult<RecoveryCodesStatus> = { kind: 'error', status: 503, message: 'down' };
    const { texts } = await open({ answers: { recoveryCodes: () => answer } });
    const part = await screen.findByRole('group', { name: texts['security.recovery.title'] });
    const alert = await within(part).findByRole('alert');
    expect(alert.textContent).toContain(texts['security.recovery.loadFailed']);
    answer = { kind: 'ok', status: 200, data: { total: 10, left: 3, createdTimestamp: '2026-10-01T08:00:00.000Z' } };
    fireEvent.click(within(alert).getByRole('button', { name: texts['security.recovery.retry'] }));
    expect(
      await within(part).findByText(fill(texts['security.recovery.left']!, { left: '3', total: '10' })),
    ).toBeTruthy();
  });

  it('asks before replacing a set, shows the new one once with the focus on what to do, then only the count', async () => {
    const codes = ['ABCDE-FGHJK', 'MNPQR-STVWX'];
    const { texts, client } = await open({
      answers: {
        recoveryCodes: ok({ total: 10, left: 0, createdTimestamp: '2026-10-01T08:00:00.000Z' }),
        generateRecoveryCodes: ok({ codes, total: 2, left: 2, createdTimestamp: '2026-11-23T10:00:00.000Z' }),
      },
    });
    const part = await screen.findByRole('group', { name: texts['security.recovery.title'] });
    expect(await within(part).findByText(texts['security.recovery.allUsed']!)).toBeTruthy();
    fireEvent.click(within(part).getByRole('button', { name: texts['security.recovery.regenerate'] }));
    const dialog = await screen.findByRole('dialog', { name: texts['security.recovery.replace.title'] });
    expect(client.callsOf('generateRecoveryCodes')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: texts['security.recovery.replace.confirm'] }));
    const list = await within(part).findByRole('list', { name: texts['security.recovery.shownOnce'] });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(texts['security.recovery.shownOnce']));
    fireEvent.click(within(part).getByRole('button', { name: texts['security.recovery.done'] }));
    expect(within(part).queryByRole('list')).toBeNull();
    expect(within(part).getByText(fill(texts['security.recovery.left']!, { left: '2', total: '2' }))).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(texts['security.recovery.regenerate']));
  });

  it('makes a first set without asking, and says so in the part when it fails', async () => {
    const { texts, client } = await open({ answers: { generateRecoveryCodes: failed(503) } });
    const part = await screen.findByRole('group', { name: texts['security.recovery.title'] });
    fireEvent.click(await within(part).findByRole('button', { name: texts['security.recovery.generate'] }));
    expect((await within(part).findByRole('alert')).textContent).toBe(texts['security.recovery.generateFailed']);
    expect(client.callsOf('generateRecoveryCodes')).toHaveLength(1);
    expect(within(part).getByRole('button', { name: texts['security.recovery.retry'] })).toBeTruthy();
  });
});

describe('renaming a passkey', () => {
  it('shows the device type as the name until one is given, checks the name, and says what the service refused', async () => {
    let answer: ApiResult<Passkey> = { kind: 'error', status: 400, message: 'name: control' };
    const { texts, client } = await open({
      answers: { mfaOptions: ok(withPasskey), renamePasskey: () => answer },
    });
    const section = await screen.findByRole('region', { name: texts['security.passkeys.title'] });
    const device = texts['security.passkeys.kind.securityKey']!;
    expect(within(section).getByText(fill(texts['security.passkeys.device']!, { device }))).toBeTruthy();
    expect(within(section).getByText(texts['security.passkeys.neverUsed']!)).toBeTruthy();
    fireEvent.click(
      within(section).getByRole('button', { name: fill(texts['security.passkeys.rename.aria']!, { name: device }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: texts['security.passkeys.rename.title'] });
    const field = within(dialog).getByLabelText(texts['security.passkeys.rename.label']!);
    // Where the focus goes (the field, then back to Rename) needs a layout: test/e2e/recovery-codes.test.ts.
    expect((field as HTMLInputElement).value).toBe(device);

    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts['security.passkeys.rename.save'] }));
    expect(within(dialog).getByRole('alert').textContent).toBe(texts['security.passkeys.rename.empty']);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(client.callsOf('renamePasskey')).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' Office key ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts['security.passkeys.rename.save'] }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(texts['security.passkeys.rename.refused']);
    expect(client.callsOf('renamePasskey').map((c) => c.options?.body)).toEqual([{ name: 'Office key' }]);

    answer = { kind: 'ok', status: 200, data: { ...passkey, name: 'Office key' } };
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: texts['security.passkeys.rename.save'] }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByText('Office key')).toBeTruthy();
  });
});
