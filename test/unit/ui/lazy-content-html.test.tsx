/** @jest-environment ./test/support/jsdom-environment.js */
import { act, render, screen } from '@testing-library/react';
import { SanitisedHtml, useContentSanitiser } from '../../../src/ui/lazy-content-html';

const CONTENT_HTML = '../../../src/ui/content-html';
const MARKUP = '<p>I agree.<img src="x" onerror="steal()"><script>steal()</script></p>';

function Probe({ needed }: { needed: boolean }) {
  const sanitise = useContentSanitiser(needed);
  return typeof sanitise === 'string' ? (
    <p>{sanitise}</p>
  ) : (
    <SanitisedHtml className="body" html={MARKUP} sanitise={sanitise} />
  );
}

/** The sanitiser's module as the next load of it finds it (what make returns), its loads counted. */
function sanitiserModule(make: () => unknown): () => number {
  let loads = 0;
  jest.doMock(CONTENT_HTML, () => {
    loads += 1;
    return make();
  });
  return () => loads;
}

afterEach(() => jest.dontMock(CONTENT_HTML));

// In this order: the module keeps what it loaded once it has it.
it('says so when the sanitiser cannot be had (offline): the markup is not shown', async () => {
  sanitiserModule(() => {
    throw new Error('offline');
  });
  const { container, unmount } = render(<Probe needed />);
  await act(async () => undefined);
  expect(screen.getByText('failed')).toBeTruthy();
  expect(container.textContent).not.toContain('I agree.');
  unmount();
});

it('loads the sanitiser only once needed (again after a failure), then draws the markup sanitised', async () => {
  const loads = sanitiserModule(() => jest.requireActual(CONTENT_HTML));
  const { rerender, container } = render(<Probe needed={false} />);
  await act(async () => undefined);
  expect(screen.getByText('loading')).toBeTruthy();
  expect(loads()).toBe(0);
  await act(async () => {
    rerender(<Probe needed />);
  });
  expect(loads()).toBe(1);
  expect(screen.getByText('I agree.')).toBeTruthy();
  expect(container.querySelector('script, [onerror]')).toBeNull();
});
