import UAParser from 'ua-parser-js';

/** What the devices and sign-ins list says of a browser: schemas/api/owner.schema.json signIn, less the sign-in's own fields. */
export interface DeviceDescription {
  device: 'computer' | 'phone' | 'tablet' | 'other';
  deviceModel: string | null;
  os: string | null;
  browser: string | null;
  browserVersion: string | null;
}

/** Names as an owner knows them, where the parser's differ (it names a browser's phone build and an old OS name). */
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  'Mobile Safari': 'Safari',
  'Mobile Chrome': 'Chrome',
  'Mobile Firefox': 'Firefox',
  'Samsung Browser': 'Samsung Internet',
};
const OS_NAMES: Readonly<Record<string, string>> = {
  'Mac OS': 'macOS',
  'Chromium OS': 'ChromeOS',
};
/** Systems that run on computers: a user agent naming one of them and no device type is a computer's. */
const COMPUTER_SYSTEMS = new Set([
  'Windows',
  'macOS',
  'Linux',
  'ChromeOS',
  'Ubuntu',
  'Debian',
  'Fedora',
  'openSUSE',
  'Mint',
  'Arch',
  'FreeBSD',
  'OpenBSD',
  'NetBSD',
  'Solaris',
]);
const DEVICE_TYPES: Readonly<Record<string, DeviceDescription['device']>> = { mobile: 'phone', tablet: 'tablet' };

/** Longest texts kept: a user agent is whatever the browser sent, and the answer's schema has these limits. */
const cut = (value: string | undefined, max: number): string | null => {
  const text = value?.trim();
  return text ? text.slice(0, max) : null;
};

/**
 * The device, system and browser a user agent names, read by ua-parser-js (its MIT-licensed 1.x line): what the
 * devices and sign-ins list shows. A user agent that names none of them (a script, an empty header) is an 'other'
 * device with nulls.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const result = new UAParser(userAgent ?? '').getResult();
  const browser = result.browser.name ? (BROWSER_NAMES[result.browser.name] ?? result.browser.name) : undefined;
  const os = result.os.name ? (OS_NAMES[result.os.name] ?? result.os.name) : undefined;
  const typed = result.device.type ? DEVICE_TYPES[result.device.type] : undefined;
  const device = result.device.type ? (typed ?? 'other') : os && COMPUTER_SYSTEMS.has(os) ? 'computer' : 'other';
  return {
    device,
    // A phone's or tablet's model says which one it is; a computer's ("Macintosh") says nothing more.
    deviceModel: device === 'phone' || device === 'tablet' ? cut(modelName(result.device), 80) : null,
    os: cut(os, 40),
    browser: cut(browser, 40),
    browserVersion: browser ? cut(result.browser.major, 20) : null,
  };
}

/** The maker and the model (Google Pixel 8), the model alone where it names its maker (iPhone, Galaxy). */
function modelName({ vendor, model }: { vendor: string | undefined; model: string | undefined }): string | undefined {
  if (!model) return undefined;
  if (!vendor || vendor === 'Apple' || model.toLowerCase().startsWith(vendor.toLowerCase())) return model;
  return `${vendor} ${model}`;
}
