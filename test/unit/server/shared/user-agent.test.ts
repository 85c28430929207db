import { networkOf } from '../../../../src/server/shared/network';
import { describeUserAgent } from '../../../../src/server/shared/user-agent';

// What the devices and sign-ins list says of a browser, from the user agents of the common families.
describe('describing a user agent', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { device: 'computer', deviceModel: null, os: 'Windows', browser: 'Chrome', browserVersion: '131' },
    ],
    [
      'Edge on Windows (not Chrome, whose name its user agent carries too)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      { device: 'computer', deviceModel: null, os: 'Windows', browser: 'Edge', browserVersion: '131' },
    ],
    [
      'Safari on a Mac (macOS, and no model: "Macintosh" says nothing more)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { device: 'computer', deviceModel: null, os: 'macOS', browser: 'Safari', browserVersion: '17' },
    ],
    [
      'Firefox on Linux',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { device: 'computer', deviceModel: null, os: 'Linux', browser: 'Firefox', browserVersion: '133' },
    ],
    [
      'Chrome on a Chromebook',
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { device: 'computer', deviceModel: null, os: 'ChromeOS', browser: 'Chrome', browserVersion: '131' },
    ],
    [
      "Safari on an iPhone (the parser's Mobile Safari is Safari)",
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'phone', deviceModel: 'iPhone', os: 'iOS', browser: 'Safari', browserVersion: '17' },
    ],
    [
      'Chrome on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      { device: 'phone', deviceModel: 'iPhone', os: 'iOS', browser: 'Chrome', browserVersion: '131' },
    ],
    [
      'Safari on an iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'tablet', deviceModel: 'iPad', os: 'iOS', browser: 'Safari', browserVersion: '17' },
    ],
    [
      'Chrome on an Android phone, with its maker',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { device: 'phone', deviceModel: 'Google Pixel 8', os: 'Android', browser: 'Chrome', browserVersion: '131' },
    ],
    [
      'Samsung Internet on a Galaxy',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      {
        device: 'phone',
        deviceModel: 'Samsung SM-S918B',
        os: 'Android',
        browser: 'Samsung Internet',
        browserVersion: '25',
      },
    ],
    [
      'Chrome on an Android tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { device: 'tablet', deviceModel: 'Samsung SM-X710', os: 'Android', browser: 'Chrome', browserVersion: '131' },
    ],
  ])('%s', (_what, userAgent, described) => {
    expect(describeUserAgent(userAgent)).toEqual(described);
  });

  it('says nothing it does not know: a script, an empty header, no header', () => {
    const nothing = { device: 'other', deviceModel: null, os: null, browser: null, browserVersion: null };
    for (const userAgent of ['curl/8.5.0', 'node', '', '   ', null, undefined]) {
      expect(describeUserAgent(userAgent)).toEqual(nothing);
    }
  });

  it('keeps within the answer schema whatever a client sends', () => {
    const long = `Mozilla/5.0 (Linux; Android 14; ${'X'.repeat(200)}) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36`;
    const described = describeUserAgent(long);
    expect(described.deviceModel?.length ?? 0).toBeLessThanOrEqual(80);
    expect(described.os?.length ?? 0).toBeLessThanOrEqual(40);
  });
});

describe('the network an address came from', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['127.0.0.1', '127.0.0.0/24'],
    ['::ffff:198.51.100.23', '198.51.100.0/24'],
    ['::FFFF:198.51.100.23', '198.51.100.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', '2001:db8::/48'],
    ['2001:db8::1', '2001:db8::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
    ['::1', '::/48'],
  ])('%s is %s: the /24 or /48, never the address', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it.each([[''], ['unknown'], ['203.0.113'], ['999.1.1.1'], [null], [undefined]])('%p is none', (address) => {
    expect(networkOf(address)).toBeNull();
  });
});
