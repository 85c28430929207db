import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { WithMarket } from './site-tables';
import { createI18n } from '../../src/app/i18n';

/**
 * A component of a page rendered as the app gives it its world (the US market, these texts, a router), from a value
 * the test changes afterwards: `rerender(next)` draws it again with the next one, as an answer arriving would.
 */
export async function renderInMarket<T>(
  texts: Record<string, string>,
  view: (value: T) => ReactElement,
  first: T,
): Promise<{ rerender: (value: T) => void }> {
  const i18n = await createI18n('en-us', texts);
  let rerender: (value: T) => void = () => undefined;
  await act(async () => {
    const ui = (value: T) => (
      <I18nextProvider i18n={i18n}>
        <WithMarket marketId="product/en-us">
          <MemoryRouter>{view(value)}</MemoryRouter>
        </WithMarket>
      </I18nextProvider>
    );
    const r = render(ui(first));
    rerender = (value) => r.rerender(ui(value));
  });
  return { rerender };
}
