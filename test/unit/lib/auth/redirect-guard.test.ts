import fc from 'fast-check';
import { safeRedirectUri, safeReturnPath } from '../../../../src/lib/auth/redirect-guard';

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
  // Dot segments that the URL parser removes, leaving a protocol-relative path (the reported attack).
  ['slash dot slash slash', '/.//evil.example'],
  ['slash dot-dot slash slash', '/..//evil.example'],
  ['dot segments then two slashes', '/./..//evil.example/account'],
  ['dot-dot from a deeper path', '/product/en-us/..//..//evil.example'],
  ['encoded dot segments', '/%2e%2e//evil.example'],
  ['encoded dot segments in upper case', '/a/%2E%2E/%2E/%2Fevil.example'],
  ['dot segments with an encoded slash', '/./%2F/evil.example'],
  ['double-encoded dot segments', '/a/%252e%252e/%252F%252Fevil.example'],
  ['at sign first', '/@evil.example'],
  ['at sign later in the path', '/account/@evil.example'],
  ['encoded at sign', '/%40evil.example'],
  ['colon in the path', '/evil.example:443/x'],
  ['fullwidth solidus', '/\uff0fevil.example'],
  ['encoded fullwidth solidus', '/%EF%BC%8Fevil.example'],
  ['division slash', '/\u2215evil.example'],
  ['fullwidth reverse solidus', '/\uff3cevil.example'],
  ['soft hyphen', '/\u00ad/evil.example'],
  ['encoded zero-width space', '/%E2%80%8B/evil.example'],
  ['tab after dot segments', '/./\t/evil.example'],
  ['too long', `/${'a'.repeat(2048)}`],
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

describe('answers the final address', () => {
  it.each([
    ['/product/en-us/./account-dashboard', '/product/en-us/account-dashboard'],
    ['/product/en-us/x/../account-dashboard?y=1#z', '/product/en-us/account-dashboard?y=1#z'],
    ['/product/en-us/%2e/account-dashboard', '/product/en-us/account-dashboard'],
  ])('%s resolves to %s', (input, resolved) => {
    expect(safeReturnPath(input)).toBe(resolved);
  });

  it('checks against the given origin and refuses an absolute address even on that origin', () => {
    expect(safeReturnPath('/product/en-us/', 'http://localhost:8080')).toBe('/product/en-us/');
    expect(safeReturnPath('http://localhost:8080/product/en-us/', 'http://localhost:8080')).toBeNull();
  });
});

describe('redirect_uri for the identity provider', () => {
  const origin = 'http://localhost:8080';
  it.each([
    ['/product/en-us/', '/product/en-us/'],
    ['http://localhost:8080/product/en-us/', 'http://localhost:8080/product/en-us/'],
  ])('accepts %s as %s', (input, expected) => {
    expect(safeRedirectUri(input, origin)).toBe(expected);
  });

  it.each([
    'http://localhost:8080//evil.example/',
    'http://localhost:8080/.//evil.example',
    'http://localhost:8081/product/en-us/',
    'http://localhost:8080@evil.example/',
    'http://user@localhost:8080/product/en-us/',
    'https://localhost:8080/product/en-us/',
    'http://localhost.evil.example/',
    '//localhost:8080/product/en-us/',
    '/./..//evil.example',
  ])('refuses %s', (input) => {
    expect(safeRedirectUri(input, origin)).toBeNull();
  });
});

/*
 * Property: whatever the guard accepts, resolved against the origin, stays on the origin with a path that does
 * not start with "//", and its own decodings do too. The generator mixes the pieces attacks are made of.
 */
describe('the invariant over generated paths', () => {
  const ORIGIN = 'https://owner.example';
  const pieces = [
    '/',
    '//',
    '\\',
    '.',
    '..',
    './',
    '../',
    '%2e',
    '%2E',
    '%2e%2e',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%252f',
    '%25252F',
    '%252e%252e',
    '@',
    '%40',
    ':',
    '%3a',
    '\t',
    '\n',
    '\r',
    '%09',
    '%0a',
    ' ',
    '?',
    '#',
    '&',
    '=',
    '\uff0f',
    '\uff3c',
    '\u2215',
    '\u2044',
    '\u200b',
    '\u00ad',
    '\ufeff',
    '\u3000',
    '%E2%80%8B',
    '%EF%BC%8F',
    'evil.example',
    'localhost',
    'product',
    'en-us',
    'account',
    'x',
    'http:',
    'javascript:',
  ];
  const path = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
  const leadingSlash = path.map((p) => `/${p}`);

  function staysHome(address: string): boolean {
    const url = new URL(address, ORIGIN);
    return (
      url.origin === ORIGIN && !url.pathname.startsWith('//') && !url.pathname.startsWith('/\\') && url.username === ''
    );
  }

  function decodings(value: string): string[] {
    const out = [value];
    for (let i = 0; i < 3; i += 1) {
      try {
        const next = decodeURIComponent(out[out.length - 1]!);
        if (next === out[out.length - 1]) break;
        out.push(next);
      } catch {
        break;
      }
    }
    return out;
  }

  function holds(accepted: string): boolean {
    return staysHome(accepted) && decodings(accepted).every((d) => staysHome(d) && !/^\/[\\/]/.test(d));
  }

  it('never accepts a path that leaves the origin, raw or decoded', () => {
    let acceptedCount = 0;
    fc.assert(
      fc.property(fc.oneof(path, leadingSlash), (candidate) => {
        const accepted = safeReturnPath(candidate, ORIGIN);
        if (accepted === null) return true;
        acceptedCount += 1;
        return staysHome(candidate) && holds(accepted);
      }),
      { numRuns: 20000 },
    );
    expect(acceptedCount).toBeGreaterThan(100); // the property was exercised, not vacuous
  });

  it('never accepts a redirect_uri that leaves the origin', () => {
    const absolute = path.map((p) => `${ORIGIN}${p}`);
    let acceptedCount = 0;
    fc.assert(
      fc.property(fc.oneof(path, leadingSlash, absolute), (candidate) => {
        const accepted = safeRedirectUri(candidate, ORIGIN);
        if (accepted === null) return true;
        acceptedCount += 1;
        return staysHome(candidate) && holds(accepted);
      }),
      { numRuns: 20000 },
    );
    expect(acceptedCount).toBeGreaterThan(100);
  });

  it('accepts the ordinary paths the generator also makes', () => {
    expect(safeReturnPath('/product/en-us/account', ORIGIN)).toBe('/product/en-us/account');
  });
});
