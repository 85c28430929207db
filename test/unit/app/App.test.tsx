/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { App } from '../../../src/app/App';

it('shows the market and screen found from the address', () => {
  render(<App href="http://localhost:8080/product/de-de/kontoeinstellungen" />);
  const market = screen.getByLabelText('Market');
  expect(within(market).getByText('Germany')).toBeTruthy();
  expect(within(market).getByText('account-settings')).toBeTruthy();
  expect(screen.getByRole('main').getAttribute('lang')).toBe('de-de');
});

it('links to the localised paths of the market', () => {
  render(<App href="http://localhost:8080/product/de-de/" />);
  const nav = screen.getByRole('navigation', { name: 'Account' });
  expect(within(nav).getByRole('link', { name: 'marketing-options' }).getAttribute('href')).toBe('/product/de-de/marketing-optionen');
});

it('says page not found for an unknown path', () => {
  render(<App href="http://localhost:8080/product/de-de/nope" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
});
