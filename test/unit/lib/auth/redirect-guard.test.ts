import { safeReturnPath } from '../../../../src/lib/auth/redirect-guard';

const hostile: [string, string][] = [
  ['protocol-relative host', '//evil.example'],
  ['protocol-relative host with path', '//evil.example/account'],
  ['three slashes', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['double backslash', '\\\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['absolute http', 'http://evil.example/'],
  ['absolute https', 'https://evil.example/'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['javascript scheme in upper case', 'JaVaScRiPt:alert(1)'],
  ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ['relative without slash', 'evil.example'],
  ['tab inside slashes', '/\t/evil.example'],
  ['newline inside slashes', '/\n/evil.example'],
  ['carriage return before host', '/\r/evil.example'],
  ['leading space', ' /account'],
  ['null byte', '/account\u0000'],
  ['zero-width space', '/\u200b/evil.example'],
  ['non-breaking space', '/\u00a0/evil.example'],
  ['encoded double slash', '%2F%2Fevil.example'],
  ['slash then encoded slash', '/%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['double-encoded double slash', '%252F%252Fevil.example'],
  ['double-encoded slash after slash', '/%252Fevil.example'],
  ['triple-encoded double slash', '/%25252Fevil.example'],
  ['quadruple-encoded slash, beyond the decode limit', '/%2525252Fevil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded newline', '/%0A/evil.example'],
  ['malformed escape', '/%E0%A4%A'],
  ['scheme after a slash', '/javascript:alert(1)'],
  ['mixed encoded slashes', '/%2F%5C%2Fevil.example'],
  ['space inside the raw query', '/account? //evil.example'],
  ['empty', ''],
  ['null', null as unknown as string],
  ['undefined', undefined as unknown as string],
];

describe('refuses a path that could leave the origin', () => {
  it.each(hostile)('%s', (_name, input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});

const legitimate = [
  '/',
  '/product/de-de/kontoeinstellungen',
  '/product/en-us/marketing-options?webview=true',
  '/product/en-us/order-details/A123#items',
  '/lincoln/en-ca/preferred-dealer?dealer=12%2034&x=1#top',
  '/product/fr-fr/account-settings?next=%2Faccount',
  '/product/en-us/order-details/caf%C3%A9',
];

describe('accepts a same-origin path', () => {
  it.each(legitimate)('%s', (input) => {
    expect(safeReturnPath(input)).toBe(input);
  });
});
