import { isWebview } from '../../../src/lib/webview';

it('detects webview from a query string containing the marker', () => {
  expect(isWebview('?webview=true', 'webview')).toBe(true);
  expect(isWebview('?locale=en-us&webview', 'webview')).toBe(true);
});

it('is not webview without the marker', () => {
  expect(isWebview('', 'webview')).toBe(false);
  expect(isWebview('?locale=en-us', 'webview')).toBe(false);
});
