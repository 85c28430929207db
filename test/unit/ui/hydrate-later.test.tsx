/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { HydrateLater, holdLaterHydration, openWhenIdleOrUsed } from '../../../src/ui/hydrate-later';

/*
 * The header and footer of a prerendered page are hydrated after its content (src/app/render.tsx): their markup stays
 * as the build wrote it meanwhile, the owner's first touch hydrates them in time for the click, and the page says when
 * every held part is the app's.
 */

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <>
      <HydrateLater>
        <header>
          <Counter name="menu" />
        </header>
      </HydrateLater>
      <main>
        <Counter name="content" />
      </main>
    </>
  );
}

async function prerenderedPage() {
  const mount = document.createElement('div');
  mount.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(mount);
  const hydrated = jest.fn();
  const hold = holdLaterHydration(hydrated);
  await act(async () => {
    hydrateRoot(mount, <Page />);
  });
  const button = (name: string) => [...mount.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;
  return { mount, hydrated, hold, button };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));

it('hydrates the content at once and keeps a held part as the build wrote it until it is opened', async () => {
  const { hydrated, hold, button } = await prerenderedPage();
  const menu = button('menu');
  await act(async () => click(button('content')));
  expect(button('content').textContent).toBe('content 1');
  // Not the app's yet: a click the owner could not have made (no touch before it) changes nothing.
  await act(async () => click(menu));
  expect(menu.textContent).toBe('menu 0');
  expect(hydrated).not.toHaveBeenCalled();
  await act(async () => hold.open());
  expect(hydrated).toHaveBeenCalledTimes(1);
  // The same element, taken over rather than drawn again.
  expect(button('menu')).toBe(menu);
  await act(async () => click(menu));
  expect(menu.textContent).toBe('menu 1');
});

it("hydrates a held part at the owner's first touch, in time for its click", async () => {
  const { hydrated, hold, button } = await prerenderedPage();
  openWhenIdleOrUsed(hold.open);
  const menu = button('menu');
  await act(async () => {
    menu.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    click(menu);
  });
  expect(menu.textContent).toBe('menu 1');
  expect(hydrated).toHaveBeenCalledTimes(1);
});

it('opens by itself once the browser is idle', async () => {
  jest.useFakeTimers();
  try {
    const { hydrated, hold } = await prerenderedPage();
    openWhenIdleOrUsed(hold.open);
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(hydrated).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

it('draws a held part afresh, never empty, when an update reaches it before it is opened, and still says when all are done', async () => {
  function Titled({ title }: { title: string }) {
    return (
      <>
        <HydrateLater>
          <header>{title}</header>
        </HydrateLater>
        <main>content</main>
      </>
    );
  }
  const mount = document.createElement('div');
  mount.innerHTML = renderToString(<Titled title="first" />);
  document.body.replaceChildren(mount);
  const hydrated = jest.fn();
  const hold = holdLaterHydration(hydrated);
  // React reports the boundary it had to draw afresh; that is the case under test.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const root = await act(async () => hydrateRoot(mount, <Titled title="first" />));
    await act(async () => root.render(<Titled title="second" />));
    expect(mount.querySelector('header')?.textContent).toBe('second');
    await act(async () => hold.open());
    expect(hydrated).toHaveBeenCalledTimes(1);
  } finally {
    reported.mockRestore();
  }
});
