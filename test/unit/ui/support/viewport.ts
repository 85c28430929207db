/**
 * jsdom has no visual viewport and the test page no viewport meta: a dialog test that checks the zoom reset gives the
 * window a visual viewport whose scale the test sets (as a phone's browser zooming into a field would), and the page
 * the app's meta.
 */
export function fakeViewport(content = 'width=device-width, initial-scale=1') {
  const viewport = { scale: 1 };
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  const meta = document.createElement('meta');
  meta.name = 'viewport';
  meta.content = content;
  document.head.append(meta);
  return {
    viewport,
    meta,
    restore: () => {
      meta.remove();
      Reflect.deleteProperty(window, 'visualViewport');
    },
  };
}
