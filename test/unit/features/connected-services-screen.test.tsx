/** @jest-environment ./test/support/jsdom-environment.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ApiResult } from '../../../src/api/client';
import { site } from '../../../src/generated/site';
import type { ProfileResponse } from '../../../src/generated/types/api/owner';
import { ownerData } from '../../support/app-services';
import { renderApp, shellFragments } from '../../support/render-app';

/** Spec 001 §2.2: the connected-services page's spinner, its return button and the return state it hands over. */

afterEach(() => {
  document.body.innerHTML = '';
  delete window.ownerSubscriptions;
});

const GB = { marketId: 'product/en-gb', signedIn: true } as const;

it('shows a spinner while it waits for the garage, then what it found', async () => {
  let deliver: ((r: ApiResult<ProfileResponse>) => void) | undefined;
  const { texts } = await renderApp('/product/en-gb/connected-services?vin=1FTEW1EP5JFA09999', {
    ...GB,
    services: {
      answers: {
        profile: () =>
          new Promise((resolve) => {
            deliver = resolve;
          }),
      },
    },
  });
  await waitFor(() => expect(deliver).toBeDefined());
  const main = screen.getByRole('main');
  expect(within(main).getByRole('status', { name: texts['app.loading'] })).toBeTruthy();
  expect(within(main).queryByRole('alert')).toBeNull();

  await act(async () => {
    deliver?.({ kind: 'ok', status: 200, data: { value: ownerData } });
  });
  expect(within(main).getByRole('alert').textContent).toContain(texts['connected.vinNotFound']);
  expect(within(main).queryByRole('status', { name: texts['app.loading'] })).toBeNull();
});

it('shows a spinner while the subscriptions application loads, and mounts it with the sign-in return state set to this view', async () => {
  const { texts } = await renderApp('/product/en-gb/connected-services?sspid=SSP-1', GB);
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('status', { name: texts['app.loading'] })).toBeTruthy();
  const mounted: { returnPath: string }[] = [];
  window.ownerSubscriptions = { mount: (_element, options) => mounted.push(options) };
  const script = await waitFor(() => {
    const s = document.head.querySelector<HTMLScriptElement>('script[data-kind="subscriptions"]');
    if (!s) throw new Error('the subscriptions application is not asked for yet');
    return s;
  });
  await act(async () => {
    script.dispatchEvent(new Event('load'));
  });
  expect(within(main).queryByRole('status', { name: texts['app.loading'] })).toBeNull();
  // The address of this view, market root included: a sign-in the application starts comes back here.
  expect(mounted.map((o) => o.returnPath)).toEqual(['/product/en-gb/connected-services?sspid=SSP-1']);
});

it('shows a return button to the dashboard when its content exists, and none without it', async () => {
  const label = 'Back to my account';
  await renderApp('/product/en-gb/connected-services?sspid=SSP-1', {
    ...GB,
    services: { fragments: { ...shellFragments(), 'return-link': { label } } },
  });
  const back = await within(screen.getByRole('main')).findByRole('link', { name: label });
  expect(back.getAttribute('href')).toBe('/product/en-gb/account-dashboard');
  document.body.innerHTML = '';

  const { client } = await renderApp('/product/en-gb/connected-services?sspid=SSP-1', {
    ...GB,
    services: { fragments: { ...shellFragments(), 'return-link': 'absent' } },
  });
  const main = await screen.findByRole('main');
  await waitFor(() => expect(client.callsOf('fragment').map((c) => c.options?.params.name)).toContain('return-link'));
  await act(async () => undefined);
  expect(within(main).queryByRole('link', { name: label })).toBeNull();
  expect(
    within(main)
      .queryAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).not.toContain('/product/en-gb/account-dashboard');
});

it('in Australia, its return button leaves the app for the account dashboard with the kept campaign id', async () => {
  localStorage.setItem(site.campaign.storageKey, 'SPRING24');
  try {
    const label = 'Back to my account';
    await renderApp('/product/en-au/connected-services?sspid=SSP-1', {
      marketId: 'product/en-au',
      signedIn: true,
      services: { fragments: { ...shellFragments(), 'return-link': { label } } },
    });
    const back = await within(screen.getByRole('main')).findByRole('link', { name: label });
    expect(back.getAttribute('href')).toMatch(/^https:\/\/[^/?]+\/account-dashboard\?campaignId=SPRING24$/);
  } finally {
    localStorage.clear();
  }
});
