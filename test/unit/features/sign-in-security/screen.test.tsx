/** @jest-environment ./test/support/jsdom-environment.js */
import { act, screen, waitFor } from '@testing-library/react';
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
