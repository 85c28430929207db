/** @jest-environment ./test/support/jsdom-environment.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ApiResult } from '../../../../src/api/client';
import { renderApp, shellFragments } from '../../../support/render-app';

afterEach(() => {
  document.body.innerHTML = '';
});

it('waits for its content text before it shows (001 §2.3)', async () => {
  const fragments = shellFragments();
  const content = fragments['signin-credentials']!;
  let deliver: ((r: ApiResult<Record<string, unknown>>) => void) | undefined;
  const { texts } = await renderApp('/product/en-us/signin-credentials', {
    marketId: 'product/en-us',
    signedIn: true,
    services: {
      answers: {
        // The page's own fragment is on its way; the others are there.
        fragment: (options) => {
          const name = options?.params.name ?? '';
          if (name === 'signin-credentials')
            return new Promise((resolve) => {
              deliver = resolve;
            });
          const f = fragments[name];
          return f ? { kind: 'ok', status: 200, data: f } : { kind: 'error', status: 404, message: 'HTTP 404' };
        },
      },
    },
  });
  // The screen is there and has asked for its text.
  await waitFor(() => expect(deliver).toBeDefined());
  expect(screen.getByRole('status', { name: texts['app.loading'] })).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 1, name: texts['screen.signin-credentials.title'] })).toBeNull();
  expect(screen.queryByRole('region', { name: texts['security.passkeys.title'] })).toBeNull();

  await act(async () => {
    deliver?.({ kind: 'ok', status: 200, data: content });
  });
  expect(await screen.findByRole('heading', { level: 1, name: texts['screen.signin-credentials.title'] })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: String(content.mfaHeader) })).toBeTruthy();
});

describe('devices and sign-ins', () => {
  const PAGE = '/product/en-us/signin-credentials';
  const THIS_ONE = {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    device: 'computer' as const,
    deviceModel: null,
    os: 'Windows',
    browser: 'Chrome',
    browserVersion: '131',
    network: '203.0.113.0/24',
    startedAt: '2026-11-20T09:00:00.000Z',
    lastActiveAt: '2026-11-23T10:00:00.000Z',
    current: true,
  };

  it('shows this browser alone, marked "This device", with no sign-out of its own', async () => {
    const { texts } = await renderApp(PAGE, { marketId: 'product/en-us', signedIn: true });
    const section = await screen.findByRole('region', { name: texts['security.signIns.title'] });
    await within(section).findByText(texts['security.signIns.onlyThis']!);
    expect(within(section).getByText(texts['security.signIns.thisDevice']!)).toBeTruthy();
    expect(within(section).getByText('Chrome 131 on Windows')).toBeTruthy();
    expect(within(section).getByText('203.0.113.0/24')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('waits for the list with the other sections, then shows a failure with a retry that asks again', async () => {
    const answers: ((r: ApiResult<{ signIns: (typeof THIS_ONE)[] }>) => void)[] = [];
    const { texts, client } = await renderApp(PAGE, {
      marketId: 'product/en-us',
      signedIn: true,
      services: {
        answers: {
          signIns: () =>
            new Promise((resolve) => {
              answers.push(resolve);
            }),
        },
      },
    });
    // The page's sections come together, so that none moves another on the way: until the list is in, none is there.
    await screen.findByRole('heading', { level: 1, name: texts['screen.signin-credentials.title'] });
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(screen.getByRole('status', { name: texts['app.loading'] })).toBeTruthy();
    expect(screen.queryByRole('region', { name: texts['security.signIns.title'] })).toBeNull();
    expect(screen.queryByRole('region', { name: texts['security.passkeys.title'] })).toBeNull();
    await act(async () => answers[0]?.({ kind: 'error', status: 503, message: 'HTTP 503' }));
    const section = await screen.findByRole('region', { name: texts['security.signIns.title'] });
    expect(screen.getByRole('region', { name: texts['security.passkeys.title'] })).toBeTruthy();
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(texts['security.signIns.loadFailed']);
    // Asked again: the section's own spinner, the other sections stay.
    await act(async () => within(alert).getByRole('button', { name: texts['app.offline.retry'] }).click());
    await waitFor(() => expect(client.callsOf('signIns')).toHaveLength(2));
    expect(within(section).getByRole('status', { name: texts['app.loading'] })).toBeTruthy();
    expect(screen.getByRole('region', { name: texts['security.passkeys.title'] })).toBeTruthy();
    await act(async () => answers[1]?.({ kind: 'ok', status: 200, data: { signIns: [THIS_ONE] } }));
    await within(section).findByText(texts['security.signIns.onlyThis']!);
  });

  it('offers a sign-out for each other browser, named by which, and for all the others', async () => {
    const phone = {
      ...THIS_ONE,
      id: 'BBBBBBBBBBBBBBBBBBBBBB',
      device: 'phone' as const,
      deviceModel: 'iPhone',
      os: 'iOS',
      browser: 'Safari',
      browserVersion: '17',
      current: false,
    };
    const { texts } = await renderApp(PAGE, {
      marketId: 'product/en-us',
      signedIn: true,
      services: { answers: { signIns: () => ({ kind: 'ok', status: 200, data: { signIns: [THIS_ONE, phone] } }) } },
    });
    const section = await screen.findByRole('region', { name: texts['security.signIns.title'] });
    const signOut = await within(section).findByRole('button', { name: /^Sign out Safari 17 on iOS, last active / });
    expect(signOut.textContent).toBe(texts['security.signIns.signOut']);
    expect(within(section).getByText(`${texts['security.signIns.device.phone']} · iPhone`)).toBeTruthy();
    expect(within(section).getByRole('button', { name: texts['security.signIns.signOutOthers'] })).toBeTruthy();
    expect(within(section).queryByText(texts['security.signIns.onlyThis']!)).toBeNull();
  });
});
