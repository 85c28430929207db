import type { AddressFormsFile } from '../../src/generated/types/address-forms';
import type { Market } from '../../src/generated/types/market';
import type { OrdersFile } from '../../src/generated/types/orders';
import type { ResolvedRoute } from '../../src/generated/types/routes';
import type { Site } from '../../src/generated/types/site';
import type { MarketTables } from '../../src/lib/market/resolve';

/*
 * Small, hand-made market and route tables for logic tests. They are shaped like the generated ones
 * (src/generated/markets/*.ts, src/generated/routes.ts, src/generated/site.ts, src/generated/orders.ts) but are not
 * the shipped data: a test that uses them checks what the code does with such tables, never what the shipped markets
 * are. Shipped facts are pinned in test/unit/generator/market-data.test.ts only.
 *
 * Code gets its tables passed in (the market view's `tables` and `markets`, the saga context's `tables`, a function's
 * parameter), so a test passes the fixture: `{ ...fixtureTables, orders: fixtureOrders }` (test/support/site-tables.tsx).
 * No test replaces a generated module.
 */

/** The site settings resolve reads: fallback entry, locale query parameter, allowed path characters. */
export const fixtureSite: Site = {
  fallback: { brand: 'product', languageRegionCode: 'en-ca' },
  localeQueryParameter: 'locale',
  pathCharacters: 'A-Za-z0-9/._~:@%+=-',
  webviewMarker: 'webview',
  languageSwitchCountries: ['TH'],
  shortcutsNavigation: { brands: ['product'], languageRegionCodes: ['en-us'] },
  registrationRegions: ['eu'],
  postRegistrationRegions: ['eu'],
  cookieConsent: {
    bannerRegions: ['eu'],
    ccpaCountries: ['US'],
    suppressingLocales: ['de-de'],
    cookieDays: 30,
    bannerDelayMs: 2500,
    ccpaRecheckMs: 10000,
    scriptConsent: {
      signIn: 'strictlyNecessary',
      botCheck: 'strictlyNecessary',
      payments: 'strictlyNecessary',
      wallet: 'strictlyNecessary',
      analytics: 'group6',
      feedback: 'group6',
      maps: 'group6',
      chat: 'group6',
      calls: 'group6',
    },
  },
  marketingOptions: {
    webviewSaveRedirect: { brands: ['product'], location: 'https://app.example/saved' },
    returnLinks: [],
  },
  signInSecurity: {
    profileEditPolicy: 'test_policy',
    emailMaskStars: 8,
    passwordThrottle: {
      accountTries: 10,
      accountAddressTries: 10,
      addressTries: 100,
      windowMinutes: 15,
      addressWindowMinutes: 1440,
    },
    secondFactor: {
      wrongCodes: 5,
      emailCodes: 5,
      emailCodeMinutes: 10,
      stepMinutes: 10,
      accountWrongCodes: 20,
      accountWindowMinutes: 15,
    },
    recoveryCodes: { count: 10, length: 10, groupSize: 5 },
    registrationThrottle: { accountTries: 3, addressTries: 100, windowMinutes: 60 },
    passwordReset: { linkMinutes: 30, throttle: { accountTries: 3, addressTries: 100, windowMinutes: 60 } },
    automaticSignIn: { quietSeconds: 120 },
    refreshOverlapSeconds: 30,
  },
  // Address formats in Google's notation: the default (postal code before the town), a town-state-ZIP line (US), the town
  // over the postcode (GB), the province with the postal code under the town (TH).
  formats: {
    twelveHourCountries: ['US', 'MX'],
    units: {
      default: { distance: 'km', fuelEconomy: 'l-per-100km', tyrePressure: 'bar', temperature: 'celsius' },
      countries: {
        US: { distance: 'mi', fuelEconomy: 'mpg-us', tyrePressure: 'psi', temperature: 'fahrenheit' },
        GB: { distance: 'mi', fuelEconomy: 'mpg-uk', tyrePressure: 'psi' },
        TH: { fuelEconomy: 'km-per-l', tyrePressure: 'psi' },
      },
    },
    addressFormats: { default: '%A%n%Z %C', US: '%A%n%C, %S %Z', GB: '%A%n%C%n%Z', TH: '%A%n%C%n%S %Z' },
  },
  fontPreloads: { default: ['noto-sans-latin-400-normal'], byLanguage: {} },
  emailChange: { codeMinutes: 15, wrongCodes: 5, requestsPerOwner: 5, windowMinutes: 60 },
  preferenceChannels: { EmailNewsletter: 'EmailPermission', EmailOffers: 'EmailPermission' },
  imageConsent: { countries: ['TH'], preference: 'ImagePermission' },
  timings: {
    notificationContentDelayMs: 500,
    notificationAutoCloseMs: 10000,
    drawerCloseMs: 325,
    tooltipMobileFocusDelayMs: 250,
    headerCollapseScrollPx: 56,
    headerExpandScrollPx: 8,
    headerScrollPollMs: 200,
    screenRetryFirstMs: 1000,
    screenRetryMaxMs: 30000,
    openingCallKeepMs: 10000,
    pageSettledMaxMs: 10000,
  },
  breakpoints: { narrow: 768, compact: 600, phone: 480 },
  recalls: { bookingEarliestDays: 2, bookingLatestDays: 60 },
  offers: { consentPreference: 'TopicOffers', dashboardMax: 3 },
  connectedServices: { renewWithinDays: 30 },
  garage: { restoreWithinDays: 30 },
  dataExport: { keepDays: 7, requestsPerDay: 5, pollMs: 1000, stepPauseMs: 100 },
  terms: { documents: [{ id: 'termsOfUse', version: '3', publishedOn: '2026-01-01', href: 'https://terms.example/' }] },
  vehicleHealth: { lowLevelPercent: 20 },
  campaign: { storageKey: 'campaignId', queryParameter: 'campaignId' },
  viewportZoomReset: { minimumScale: 0.8, maximumScale: 1.2, restoreAfterMs: 300 },
  countryGroups: {
    northAmerica: ['US', 'CA'],
    northAmericaRoot: '/myaccount/',
    latinAmerica: ['AR', 'BR'],
    europe: ['DE', 'FR', 'GB'],
  },
  dealers: {
    countries: ['DEU', 'FRA', 'GBR', 'USA'],
    storeUrlPrefixes: {
      DE: 'https://www.product.example/de/haendler/',
      FR: 'https://www.product.example/fr/concessionnaires/',
      GB: 'https://www.product.example/uk/dealers/',
    },
  },
  sampleVehicleIds: { product: ['1FTEW1EP5PFA00777'], lincoln: ['5LM5J7XC4PGL30777'] },
  help: {
    loadAfterMs: 2000,
    panelAnimationMs: 800,
    popupDelayMs: 3000,
    popupVisibleMs: 4000,
    popupCookieDays: 1,
    chatTabTtlMs: 30000,
    chatTabRefreshMs: 10000,
    snackbarMs: 4000,
    chatTextMaxLength: 500,
  },
  pkce: { verifierMaxAgeSeconds: 3600, verifierBytes: 32 },
};

/** A route of the fixture tables: an owner's dashboard-screen route unless extra says otherwise. */
export const fixtureRoute = (id: string, paths: string[], extra: Partial<ResolvedRoute> = {}): ResolvedRoute => ({
  id,
  screen: 'dashboard',
  paths,
  exact: true,
  auth: 'owner',
  header: true,
  footer: true,
  aliases: [],
  content: [],
  calls: [],
  ...extra,
});

/**
 * A default route map in miniature: aliases, a redirect, a parameter, a non-exact route, nested paths, parents, guest
 * routes (the order and return flows of a guest), the catch-all.
 */
export const defaultRoutes: ResolvedRoute[] = [
  fixtureRoute('home', ['/'], { aliases: ['accountHomePage'], signedInRedirect: 'account-dashboard' }),
  fixtureRoute('account-dashboard', ['/account-dashboard'], { aliases: ['accountDashboardView'] }),
  fixtureRoute('account-settings', ['/account-settings'], { screen: 'account-settings' }),
  fixtureRoute('email-preference', ['/email-preference'], { screen: 'email-preference' }),
  fixtureRoute('change-email', ['/change-email'], { screen: 'change-email' }),
  fixtureRoute('wallet', ['/wallet'], { screen: 'wallet' }),
  fixtureRoute('connected-services', ['/connected-services'], { screen: 'connected-services' }),
  fixtureRoute('marketing-options', ['/marketing-options'], { screen: 'marketing-options' }),
  fixtureRoute('signin-credentials', ['/signin-credentials'], {
    screen: 'signin-credentials',
    header: false,
    footer: false,
    aliases: ['signinCredentialsView'],
  }),
  fixtureRoute('order-details', ['/order-details/:orderNo'], { screen: 'order-details' }),
  fixtureRoute('order-details-any', ['/order-details'], { screen: 'order-details', exact: false }),
  fixtureRoute('order-history', ['/order-history'], { screen: 'order-history' }),
  fixtureRoute('create-return', ['/create-return'], { screen: 'create-return' }),
  fixtureRoute('complete-return', ['/complete-return'], { screen: 'complete-return', parent: 'order-history' }),
  fixtureRoute('vehicle-order-tracking', ['/vehicle-order-tracking'], { screen: 'vehicle-order-tracking' }),
  fixtureRoute('vehicle-order-tracking-status', ['/vehicle-order-tracking/status'], { screen: 'tracking-status' }),
  fixtureRoute('guest-order', ['/guest-order'], { screen: 'guest-order', auth: 'guest' }),
  fixtureRoute('make-return', ['/make-return'], { screen: 'guest-return', auth: 'guest' }),
  fixtureRoute('check-order-status', ['/check-order-status'], { screen: 'single-order-tracking', auth: 'guest' }),
  fixtureRoute('not-found', ['*'], { screen: 'not-found', exact: false, auth: 'public' }),
];

/** The default table with some routes left out, some paths replaced and some paths added, as a locale override makes it. */
function overridden(
  table: ResolvedRoute[],
  change: { paths?: Record<string, string>; extraPaths?: Record<string, string[]>; remove?: string[] },
): ResolvedRoute[] {
  return table
    .filter((r) => !change.remove?.includes(r.id))
    .map((r) => {
      const own = change.paths?.[r.id];
      return { ...r, paths: [...(own === undefined ? r.paths : [own]), ...(change.extraPaths?.[r.id] ?? [])] };
    });
}

/** German-style override: two localised paths, the email and order routes removed. */
export const localisedRoutes: ResolvedRoute[] = overridden(defaultRoutes, {
  paths: { 'account-settings': '/kontoeinstellungen', 'marketing-options': '/marketing-optionen' },
  remove: [
    'email-preference',
    'change-email',
    'order-details',
    'order-details-any',
    'order-history',
    'create-return',
    'complete-return',
    'vehicle-order-tracking',
    'vehicle-order-tracking-status',
    'guest-order',
    'make-return',
    'check-order-status',
  ],
});

/** Norwegian-style override: one localised path and an extra path for home. */
export const extraPathRoutes: ResolvedRoute[] = overridden(defaultRoutes, {
  paths: { 'connected-services': '/tilkoblede-tjenester' },
  extraPaths: { home: ['/product/no-no'] },
});

interface Facts {
  name: string;
  countryCode: string;
  threeLetterCountryCode: string;
  fmaRegion: Market['fmaRegion'];
  language: string;
  /** Production-like host label: account.{label}.owner.example. */
  host: string;
  root: string;
  threeLetterLangCode?: string;
  imageConsent?: true;
}

function entry(brand: Market['brand'], languageRegionCode: string, facts: Facts): Market {
  const { host, threeLetterLangCode, ...country } = facts;
  return {
    id: `${brand}/${languageRegionCode}`,
    ...country,
    countryName: facts.name,
    appId: `fixture-app-${facts.fmaRegion}`,
    signInScriptUrl: 'https://login.owner.example/account-widget.js',
    oidcIssuer: `https://login.owner.example/${facts.fmaRegion}`,
    serviceUrl: 'https://api.owner.example',
    analyticsScriptUrl: '',
    scripts: {
      signIn: 'https://login.owner.example/account-widget.js',
      analytics: '',
      feedback: '',
      wallet: '',
      maps: '',
      botCheck: '',
      payments: '',
      chat: '',
      calls: '',
    },
    walletScriptUrl: '',
    subscriptionEnv: '',
    subscriptionUrl: '',
    contentUrl: 'https://content.owner.example',
    domain: `account.${host}.owner.example`,
    languageRegionCode,
    ...(threeLetterLangCode === undefined ? {} : { threeLetterLangCode }),
    langScript: 'LATN',
    blockSearchIndexing: true,
    brand,
    clientId: `fixture-client-${brand}-${facts.fmaRegion}`,
    consumerKey: `fixture-key-${brand}-${facts.fmaRegion}`,
    languageSetId: brand === 'lincoln' ? 3 : facts.fmaRegion === 'eu' ? 1 : 2,
    addressLabels: { zip: 'field.zip', state: 'field.state' },
    // The shipped split in small: Europe on the EU call, the others on v3 (a test wanting v2 says so).
    privacyApi: facts.fmaRegion === 'eu' ? 'eu' : 'v3',
  };
}

const US = { name: 'USA', countryCode: 'US', threeLetterCountryCode: 'USA', fmaRegion: 'na' } as const;
const CA = { name: 'Canada', countryCode: 'CA', threeLetterCountryCode: 'CAN', fmaRegion: 'na' } as const;
const TH = {
  name: 'Thailand',
  countryCode: 'TH',
  threeLetterCountryCode: 'THA',
  fmaRegion: 'apa',
  imageConsent: true,
} as const;

/**
 * Production-like entries: each on its own country host, roots of every kind (/, /myaccount/, a two-segment root,
 * a brand/locale root), two or three entries sharing a host, both brands, a Thai pair with three-letter language codes.
 */
export const productionFixtures: Market[] = [
  entry('product', 'en-us', { ...US, language: 'English', host: 'us', root: '/myaccount/' }),
  entry('product', 'es-us', { ...US, language: 'Español', host: 'us', root: '/product/es-us/' }),
  entry('lincoln', 'en-us', { ...US, language: 'English', host: 'lincoln-us', root: '/lincoln/en-us/' }),
  entry('lincoln', 'fr-ca', { ...CA, language: 'Français', host: 'lincoln-ca', root: '/lincoln/fr-ca/' }),
  entry('product', 'en-ca', { ...CA, language: 'English', host: 'ca', root: '/myaccount/' }),
  entry('product', 'fr-ca', { ...CA, language: 'Français', host: 'ca', root: '/product/fr-ca/' }),
  entry('product', 'en-gb', {
    name: 'United Kingdom',
    countryCode: 'GB',
    threeLetterCountryCode: 'GBR',
    fmaRegion: 'eu',
    language: 'English',
    host: 'uk',
    root: '/account-management/',
  }),
  entry('product', 'de-de', {
    name: 'Germany',
    countryCode: 'DE',
    threeLetterCountryCode: 'DEU',
    fmaRegion: 'eu',
    language: 'Deutsch',
    host: 'de',
    root: '/',
  }),
  entry('product', 'de-at', {
    name: 'Austria',
    countryCode: 'AT',
    threeLetterCountryCode: 'AUT',
    fmaRegion: 'eu',
    language: 'Deutsch',
    host: 'at',
    root: '/',
  }),
  entry('product', 'no-no', {
    name: 'Norway',
    countryCode: 'NO',
    threeLetterCountryCode: 'NOR',
    fmaRegion: 'eu',
    language: 'Norsk',
    host: 'no',
    root: '/',
  }),
  entry('product', 'th-th', { ...TH, language: 'ไทย', host: 'th', root: '/myaccount/', threeLetterLangCode: 'tha' }),
  entry('product', 'en-th', {
    ...TH,
    language: 'English',
    host: 'th',
    root: '/en/myaccount/',
    threeLetterLangCode: 'eng',
  }),
];

/**
 * The same entries as a local environment has them: all on localhost under /{brand}/{language-region}/, also
 * answering on the 127.0.0.1 alias, with the data and content services on the same origin.
 */
export const localFixtures: Market[] = productionFixtures.map((m) => ({
  ...m,
  domain: 'localhost',
  hostAliases: ['127.0.0.1'],
  root: `/${m.brand}/${m.languageRegionCode}/`,
  serviceUrl: '',
  contentUrl: '',
  signInScriptUrl: '/local/scripts/account-widget.js',
  oidcIssuer: '/oidc',
}));

/** Route tables by entry id: de-de and no-no have their overrides, every other entry the default table. */
export function fixtureRouteTables(markets: Market[]): Record<string, ResolvedRoute[]> {
  const special: Record<string, ResolvedRoute[]> = {
    'product/de-de': localisedRoutes,
    'product/no-no': extraPathRoutes,
  };
  return Object.fromEntries(markets.map((m) => [m.id, special[m.id] ?? defaultRoutes]));
}

export const productionTables: MarketTables = {
  markets: productionFixtures,
  routeTables: fixtureRouteTables(productionFixtures),
};
export const localTables: MarketTables = { markets: localFixtures, routeTables: fixtureRouteTables(localFixtures) };

/** One fixture entry by id; throws for an id the list lacks, so a typo fails loudly. */
export function fixtureMarket(id: string, markets: Market[] = localFixtures): Market {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no fixture market ${id}`);
  return found;
}

/**
 * markets/orders.json in miniature (the `orders` export of src/generated/orders.ts). Numbers differ from the shipped
 * file on purpose (store ids, page size, photo limits, progress range, drop-off window, look-up window), so a test
 * that states them shows it reads the table it was given. Lines: ORDERED and PROCESSING cancellable, DELIVERED returnable. Status groups: a North-American region (US, CA) with all four groups and a
 * European one (DE, FR, GB, AT, NO) without purchaseCompleted; TH has no region (tracking not offered).
 */
export const fixtureOrders: Omit<OrdersFile, '$schema' | '$comment'> = {
  pageSize: 4,
  stores: [
    { id: 11, name: 'accessories', brands: ['product'] },
    { id: 12, name: 'chargers', brands: ['product'] },
    { id: 21, name: 'lincolnAccessories', brands: ['lincoln'] },
  ],
  itemStatuses: {
    $comment: 'A comment key, as the real file has: never a status.',
    ORDERED: { cancellable: true, returnable: false },
    PROCESSING: { cancellable: true, returnable: false },
    SHIPPED: { cancellable: false, returnable: false },
    DELIVERED: { cancellable: false, returnable: true },
  },
  returnReasons: ['NO_LONGER_NEEDED', 'DAMAGED'],
  returnCentres: {
    byCountry: { US: { street: '1 Depot Way', town: 'Springfield 12345', countryCode: 'US' } },
    otherwise: { street: 'Lagerstraße 1', town: '10115 Berlin', countryCode: 'DE' },
  },
  returnPhoto: { maxBytes: 1000, contentTypes: ['image/png', 'image/jpeg'], progress: { from: 5, cap: 95 } },
  dropOff: { earliestDays: 2, latestDays: 10 },
  guestLookup: { maxFailures: 3, windowMinutes: 20 },
  statusGroups: {
    order: ['inProduction', 'shipped', 'purchaseCompleted', 'delivered'],
    cancelled: ['OCAN', 'RESERVATION_CANCELLED', 'DEALER_REJECTED'],
    regions: {
      na: {
        countries: ['US', 'CA'],
        inProduction: ['BWKA', 'GRTA', 'PROD'],
        shipped: ['VITR'],
        purchaseCompleted: ['VAFD'],
        delivered: ['VPHD'],
      },
      eu: {
        countries: ['DE', 'FR', 'GB', 'AT', 'NO'],
        inProduction: ['GRTA', 'PROD'],
        shipped: ['VAFD', 'VITR', 'VHLG'],
        purchaseCompleted: [],
        delivered: ['VPHD'],
      },
    },
  },
  // Only shipped orders have a checklist here (the shipped file adds purchase completed): a test that states it reads this.
  handover: { statusGroups: ['shipped'], items: [{ id: 'keys' }, { id: 'charging', electricOnly: true }] },
};

const noOptions = {
  state: false,
  country: false,
  companyName: false,
  middleName: false,
  title: false,
  address1Line2: false,
  additionalAddress: false,
  nationalId: false,
};

/**
 * Address forms (the `addressForms` export of src/generated/address-forms.ts) of three kinds: a state and a second
 * line with middle name and company (us), an additional line and a company only (se), a national id and a state (ar).
 */
export const fixtureAddressForms: AddressFormsFile['forms'] = {
  us: { ...noOptions, state: true, companyName: true, middleName: true, address1Line2: true },
  se: { ...noOptions, companyName: true, additionalAddress: true },
  ar: { ...noOptions, state: true, nationalId: true },
};
