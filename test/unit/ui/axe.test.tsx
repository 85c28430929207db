/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { pretendElementsAreVisible } from './support/layout';
import { fakeMatchMedia } from './support/match-media';
import { Breadcrumbs } from '../../../src/ui/breadcrumbs';
import { CountryCombobox } from '../../../src/ui/country-combobox';
import { Drawer } from '../../../src/ui/drawer';
import { Modal } from '../../../src/ui/modal';
import { NotificationBanner } from '../../../src/ui/notification-banner';
import { Spinner } from '../../../src/ui/spinner';
import { Tooltip } from '../../../src/ui/tooltip';
import { WithMarket } from '../../support/site-tables';

/**
 * axe-core's rules, minus those jsdom cannot answer: colour contrast (no layout) and
 * label-content-name-mismatch (measures glyphs on a canvas). region: these are parts, not pages.
 */
async function violations(): Promise<string[]> {
  const off = { enabled: false };
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': off, 'label-content-name-mismatch': off, region: off },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function Link({ to, children }: { to: string; children: ReactNode }) {
  return <a href={to}>{children}</a>;
}

/** Lets the widgets' timers (notification text, focus-trap) run, then returns to real time for axe. */
async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(600);
  });
  jest.useRealTimers();
}

let media: ReturnType<typeof fakeMatchMedia>;
let restoreLayout: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  media = fakeMatchMedia(600);
  restoreLayout = pretendElementsAreVisible();
});
afterEach(() => {
  restoreLayout();
  media.restore();
  jest.useRealTimers();
});

it('the page widgets, shown and open, break no axe-core rule', async () => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  render(
    <main>
      <h1>Page</h1>
      <Breadcrumbs
        startLabel="Account"
        startTo="/"
        trail={[{ label: 'Settings', to: '/settings' }]}
        current="Options"
        Link={Link}
        expandLabel="Show full path"
        navLabel="Breadcrumb"
      />
      <Spinner label="Loading…" />
      <NotificationBanner
        notification={{ type: 'error', message: 'Failed', fromDashboard: true }}
        onDismiss={jest.fn()}
        defaults={{ successText: 'ok', failureText: 'no' }}
        closeLabel="Close notification"
      />
      <Tooltip label="Where do I find my VIN?">On your registration document.</Tooltip>
      <CountryCombobox
        id="country"
        label="Country"
        value={null}
        onChange={jest.fn()}
        iconBase="/"
        noResultsText="None"
        options={[
          {
            countryDisplayName: 'Germany',
            countryIconPath: 'de.svg',
            countryRegex: '.*',
            phoneNumberCountryCode: '+49',
          },
        ]}
      />
    </main>,
    { wrapper: WithMarket },
  );
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Where do I find my VIN?' }));
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Country' }), { key: 'ArrowDown' });
  await settle();
  expect(await violations()).toEqual([]);
});

it('an open modal breaks no axe-core rule', async () => {
  render(
    <main>
      <h1>Page</h1>
      <Modal name="m" activeModal="m" onClose={jest.fn()} title="Terms" closeLabel="Close">
        <p>Text</p>
      </Modal>
    </main>,
    { wrapper: WithMarket },
  );
  await settle();
  expect(await violations()).toEqual([]);
});

it('an open drawer breaks no axe-core rule', async () => {
  render(
    <main>
      <h1>Page</h1>
      <Drawer open onClose={jest.fn()} title="Details" closeLabel="Close">
        <p>Text</p>
      </Drawer>
    </main>,
    { wrapper: WithMarket },
  );
  await settle();
  expect(await violations()).toEqual([]);
});
