/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { pressEnterOn } from './support/keyboard';
import { fakeMatchMedia } from './support/match-media';
import type { SiteTables } from '../../../src/lib/market/site-tables';
import { Breadcrumbs, type BreadcrumbLevel } from '../../../src/ui/breadcrumbs';
import { fixtureTables, WithMarket } from '../../support/site-tables';

/** Narrow screens are the `narrow` breakpoint of site.json or less, read from the market context: the spec's 768 px. */
const tables: SiteTables = {
  ...fixtureTables,
  site: { ...fixtureTables.site, breakpoints: { ...fixtureTables.site.breakpoints, narrow: 768 } },
};

function Link({ to, children }: { to: string; children: ReactNode }) {
  return <a href={to}>{children}</a>;
}

const sixLevels: BreadcrumbLevel[] = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((label) => ({
  label,
  to: `/${label.toLowerCase()}`,
}));

function show(trail: BreadcrumbLevel[]) {
  render(
    <Breadcrumbs
      startLabel="Account"
      startTo="/"
      trail={trail}
      current="Marketing options"
      Link={Link}
      expandLabel="Show full path"
      navLabel="Breadcrumb"
    />,
    { wrapper: ({ children }) => <WithMarket tables={tables}>{children}</WithMarket> },
  );
  return screen.getByRole('navigation', { name: 'Breadcrumb' });
}

let media: ReturnType<typeof fakeMatchMedia>;
afterEach(() => media.restore());

describe('on a wide screen', () => {
  beforeEach(() => {
    media = fakeMatchMedia(1024);
  });

  it('shows the start, at most the last four previous levels, and the current page, in order', () => {
    const nav = show(sixLevels);
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Account',
      'Three',
      'Four',
      'Five',
      'Six',
      'Marketing options',
    ]);
  });

  it('links each previous level to its path', () => {
    const nav = show(sixLevels);
    expect(within(nav).getByRole('link', { name: 'Six' }).getAttribute('href')).toBe('/six');
    expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/');
  });

  it('marks the current page with aria-current="page" and does not link it', () => {
    const nav = show(sixLevels);
    expect(within(nav).getByText('Marketing options').getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Marketing options' })).toBeNull();
  });

  it('has no ellipsis button', () => {
    show(sixLevels);
    expect(screen.queryByRole('button', { name: 'Show full path' })).toBeNull();
  });
});

describe('on a narrow screen (768 px or less)', () => {
  beforeEach(() => {
    media = fakeMatchMedia(768);
  });

  it('collapses the previous levels into one ellipsis button', () => {
    const nav = show(sixLevels);
    expect(within(nav).getByRole('button', { name: 'Show full path' }).textContent).toBe('…');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account']);
  });

  it('expands the trail from the keyboard and moves focus to the first revealed level', () => {
    const nav = show(sixLevels);
    const expand = within(nav).getByRole('button', { name: 'Show full path' });
    expand.focus();
    pressEnterOn(expand);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account', 'Three', 'Four', 'Five', 'Six']);
    expect(within(nav).queryByRole('button', { name: 'Show full path' })).toBeNull();
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Three' }));
  });

  it('has nothing to collapse without previous levels', () => {
    show([]);
    expect(screen.queryByRole('button', { name: 'Show full path' })).toBeNull();
  });
});
