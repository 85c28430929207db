/*
 * Demo data of the reference service: owners in several markets, each showing one thing worth trying.
 * seed.ts writes it into an empty database; `npm start` prints the sign-ins.
 */

/** Every demo owner signs in with this password (stored only as a scrypt hash). */
export const DEMO_PASSWORD = 'Drive2026!';

/**
 * The authenticator (TOTP) secrets of the demo owners with a totp option: demo data like the password. Add one to an
 * authenticator app (or compute codes with otplib) to pass the second factor of an owner who requires MFA.
 */
export const DEMO_TOTP_SECRETS = {
  anna: 'DGPAHRP33PSQVQKRKZITIUDUZ6DJAIU3',
  james: 'EBFSWMJ5K7UM3RPPVAOTIDDWG5QOUPXN',
  olivia: 'TPIGB6A63W27UQODADH6O6L4Z4NC44OE',
  jack: 'KNFFHF5JYK5PUMKQ2SXIYFMEDDMTFUV4',
  emily: 'KOPQ4TJ5JDCQMO7Q5CIC5QW2D53JFUXD',
} as const;

export interface DemoVehicle {
  vin: string;
  make: 'F' | 'L' | 'M';
  modelYear: string;
  modelName: string;
  nickName: string | null;
  isConnected: boolean;
}

export interface DemoOwner {
  email: string;
  /** Market id of the local table ({brand}/{language-region}). */
  marketId: string;
  description: string;
  guid: string;
  firstName: string;
  lastName: string;
  /** Three-letter country code. */
  country: string;
  mobilePhoneNumber: string | null;
  /** state: where the country's address has one (US: the two-letter code). */
  address: { address1: string; address2?: string; city: string; state?: string; zip: string } | null;
  privacyPreferences: Record<string, 0 | 1>;
  requiresMfa: boolean;
  /** requiresMfa: the second factor at sign-in (totp with a secret: the authenticator app; email: "email me a code"). */
  mfaOptions: { type: 'email' | 'totp' | 'phone'; value: string | null; secret?: string }[];
  passkeys: { publicKey: string; registeredAt: string }[];
  points: { total: number; expiring: number };
  /** null: the owner has not chosen a dealer yet. */
  preferredDealerCode: string | null;
  vehicles: DemoVehicle[];
}

/**
 * The services a dealer offers, as codes: the app names each in the page's language (content key
 * dealer.service.<code>), so a German page never lists "Oil change".
 */
export type DealerService =
  | 'OIL-CHANGE'
  | 'TYRE-CHANGE'
  | 'INSPECTION'
  | 'MOT'
  | 'SERVICING'
  | 'BRAKES'
  | 'BATTERY'
  | 'HOME-DELIVERY'
  | 'PICKUP-DELIVERY'
  | 'MOBILE-SERVICE';

export interface DemoDealer {
  dealerCode: string;
  dealerId: string;
  dealerGroup: string;
  name: string;
  street: string;
  town: string;
  /** State, province or region, where the country's addresses name one. */
  region?: string;
  postalCode: string;
  phone: string;
  delivery: boolean;
  openingHours: { day: string; open: string; close: string }[];
  appointments: { nextAppointmentDate: string; AM: boolean; PM: boolean; weekend: boolean };
  filterDeliveryServices: DealerService[];
  filterDidServices: DealerService[];
  filterRegularServices: DealerService[];
  rewardPoints: number;
  /** false: a service-only site, which sells no new vehicles (not a New Vehicle Centre); absent: it sells them. */
  sellsNewVehicles?: false;
}

const weekdays = (open: string, close: string) =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, open, close }));

export const demoDealers: DemoDealer[] = [
  {
    dealerCode: 'DE-10442',
    dealerId: '10442',
    dealerGroup: 'Autohaus Rhein Gruppe',
    name: 'Autohaus Rhein Köln',
    street: 'Aachener Straße 120',
    town: 'Köln',
    postalCode: '50674',
    phone: '+49 221 555 0100',
    delivery: true,
    openingHours: [...weekdays('08:00', '18:00'), { day: 'Saturday', open: '09:00', close: '13:00' }],
    appointments: { nextAppointmentDate: '2026-12-02', AM: true, PM: false, weekend: true },
    filterDeliveryServices: ['HOME-DELIVERY', 'PICKUP-DELIVERY'],
    filterDidServices: ['MOBILE-SERVICE'],
    filterRegularServices: ['OIL-CHANGE', 'TYRE-CHANGE', 'INSPECTION'],
    rewardPoints: 250,
  },
  {
    dealerCode: 'GB-20871',
    dealerId: '20871',
    dealerGroup: 'Thames Motor Group',
    name: 'Thames Motors Reading',
    street: '14 Bath Road',
    town: 'Reading',
    postalCode: 'RG1 6NB',
    phone: '+44 118 496 0200',
    delivery: false,
    openingHours: weekdays('08:30', '17:30'),
    appointments: { nextAppointmentDate: '2026-12-04', AM: false, PM: true, weekend: false },
    filterDeliveryServices: [],
    filterDidServices: [],
    filterRegularServices: ['MOT', 'SERVICING'],
    rewardPoints: 100,
    sellsNewVehicles: false,
  },
  {
    dealerCode: 'US-30115',
    dealerId: '30115',
    dealerGroup: 'Lakeside Auto',
    name: 'Lakeside Motors Dearborn',
    street: '2100 Michigan Ave',
    town: 'Dearborn',
    region: 'MI',
    postalCode: '48124',
    phone: '+1 313 555 0130',
    delivery: true,
    openingHours: [...weekdays('07:00', '19:00'), { day: 'Saturday', open: '08:00', close: '16:00' }],
    appointments: { nextAppointmentDate: '2026-11-30', AM: true, PM: true, weekend: true },
    filterDeliveryServices: ['PICKUP-DELIVERY'],
    filterDidServices: ['MOBILE-SERVICE'],
    filterRegularServices: ['OIL-CHANGE', 'BRAKES', 'BATTERY'],
    rewardPoints: 500,
  },
  {
    dealerCode: 'US-L-40210',
    dealerId: '40210',
    dealerGroup: 'Lakeside Auto',
    name: 'Lakeside Lincoln Troy',
    street: '1815 Maplelawn Dr',
    town: 'Troy',
    region: 'MI',
    postalCode: '48084',
    phone: '+1 248 555 0140',
    delivery: true,
    openingHours: weekdays('08:00', '18:00'),
    appointments: { nextAppointmentDate: '2026-12-01', AM: true, PM: false, weekend: false },
    filterDeliveryServices: ['PICKUP-DELIVERY'],
    filterDidServices: [],
    filterRegularServices: ['OIL-CHANGE'],
    rewardPoints: 750,
  },
  {
    dealerCode: 'FR-50330',
    dealerId: '50330',
    dealerGroup: 'Groupe Seine Auto',
    name: 'Seine Automobiles Paris 15',
    street: '42 rue de Vaugirard',
    town: 'Paris',
    postalCode: '75015',
    phone: '+33 1 55 50 03 30',
    delivery: false,
    openingHours: weekdays('09:00', '18:30'),
    appointments: { nextAppointmentDate: '2026-12-03', AM: true, PM: true, weekend: false },
    filterDeliveryServices: [],
    filterDidServices: [],
    filterRegularServices: ['SERVICING', 'TYRE-CHANGE'],
    rewardPoints: 0,
    sellsNewVehicles: false,
  },
  {
    dealerCode: 'IT-60412',
    dealerId: '60412',
    dealerGroup: 'Gruppo Lombardia Motori',
    name: 'Lombardia Motori Milano',
    street: 'Viale Monza 210',
    town: 'Milano',
    postalCode: '20126',
    phone: '+39 02 5550 0412',
    delivery: true,
    openingHours: weekdays('08:30', '18:00'),
    appointments: { nextAppointmentDate: '2026-12-05', AM: false, PM: true, weekend: false },
    filterDeliveryServices: ['HOME-DELIVERY'],
    filterDidServices: [],
    filterRegularServices: ['SERVICING'],
    rewardPoints: 0,
  },
  {
    dealerCode: 'AU-70518',
    dealerId: '70518',
    dealerGroup: 'Harbour City Motors',
    name: 'Harbour City Motors Parramatta',
    street: '55 Church Street',
    town: 'Parramatta',
    region: 'NSW',
    postalCode: '2150',
    phone: '+61 2 5550 0518',
    delivery: true,
    openingHours: [...weekdays('07:30', '17:30'), { day: 'Saturday', open: '08:00', close: '12:00' }],
    appointments: { nextAppointmentDate: '2026-12-01', AM: true, PM: true, weekend: true },
    filterDeliveryServices: ['PICKUP-DELIVERY'],
    filterDidServices: ['MOBILE-SERVICE'],
    filterRegularServices: ['SERVICING'],
    rewardPoints: 0,
  },
  {
    dealerCode: 'FI-80127',
    dealerId: '80127',
    dealerGroup: 'Pohjolan Auto',
    name: 'Pohjolan Auto Helsinki',
    street: 'Mannerheimintie 150',
    town: 'Helsinki',
    postalCode: '00270',
    phone: '+358 9 5550 0127',
    delivery: false,
    openingHours: weekdays('08:00', '17:00'),
    appointments: { nextAppointmentDate: '2026-12-02', AM: true, PM: true, weekend: false },
    filterDeliveryServices: [],
    filterDidServices: [],
    filterRegularServices: ['SERVICING'],
    rewardPoints: 0,
  },
  {
    dealerCode: 'GR-81342',
    dealerId: '81342',
    dealerGroup: 'Attiki Motors',
    name: 'Attiki Motors Athina',
    street: 'Leoforos Kifisias 210',
    town: 'Athina',
    postalCode: '15231',
    phone: '+30 21 0555 1342',
    delivery: false,
    openingHours: weekdays('08:30', '16:30'),
    appointments: { nextAppointmentDate: '2026-12-03', AM: true, PM: false, weekend: false },
    filterDeliveryServices: [],
    filterDidServices: [],
    filterRegularServices: ['SERVICING'],
    rewardPoints: 0,
  },
  {
    dealerCode: 'TH-82455',
    dealerId: '82455',
    dealerGroup: 'Chao Phraya Motors',
    name: 'Chao Phraya Motors Bangkok',
    street: '999 Rama IV Road',
    town: 'Bangkok',
    postalCode: '10500',
    phone: '+66 2 555 2455',
    delivery: true,
    openingHours: [...weekdays('08:00', '17:00'), { day: 'Saturday', open: '08:00', close: '12:00' }],
    appointments: { nextAppointmentDate: '2026-12-01', AM: true, PM: true, weekend: true },
    filterDeliveryServices: [],
    filterDidServices: [],
    filterRegularServices: ['SERVICING'],
    rewardPoints: 0,
  },
];

/**
 * Every preference the owner pages ask (content/fragments: account-settings-forms, communication-preferences), so a
 * demo owner never sees "not chosen yet". The channel permissions are one choice shared by marketing options and
 * communication preferences; the emails about offers follow the email permission, so the pages never disagree.
 */
const preferences = (mobile: 0 | 1, mail: 0 | 1, email: 0 | 1, phone: 0 | 1) => ({
  MobilePermission: mobile,
  MailPermission: mail,
  EmailPermission: email,
  PhonePermission: phone,
  CommInApp: 1 as const,
  TopicServiceReminders: 1 as const,
  TopicRecallsSafety: 1 as const,
  TopicOffers: email,
  TopicEvents: 0 as const,
  TopicSurveys: 0 as const,
  TopicNews: email,
  EmailNewsletter: email,
  EmailOffers: email,
  EmailServiceReminders: 1 as const,
  EmailAccountNotices: 1 as const,
  EmailFormatHtml: 1 as const,
});

export const demoOwnerRecords: DemoOwner[] = [
  {
    email: 'anna.schneider@example.com',
    marketId: 'product/de-de',
    country: 'DEU',
    description: 'Germany (EU preferences); no mobile number, so post-registration hides the mobile option',
    guid: '6f1c2a4e-0d3b-4c55-9a8e-1b2c3d4e5f60',
    firstName: 'Anna',
    lastName: 'Schneider',
    mobilePhoneNumber: null,
    address: null,
    privacyPreferences: preferences(0, 0, 1, 0),
    requiresMfa: false,
    mfaOptions: [
      { type: 'email', value: 'anna.schneider@example.com' },
      { type: 'totp', value: null, secret: DEMO_TOTP_SECRETS.anna },
    ],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'DE-10442',
    vehicles: [
      {
        vin: 'WF0XXXGCDXPA12345',
        make: 'F',
        modelYear: '2023',
        modelName: 'Kuga',
        nickName: 'Familienauto',
        isConnected: true,
      },
    ],
  },
  {
    email: 'james.wilson@example.com',
    marketId: 'product/en-gb',
    country: 'GBR',
    description: 'United Kingdom; mobile number and postal address on file',
    guid: '2b7d9e10-5a4f-4e8b-8c21-3d4e5f607182',
    firstName: 'James',
    lastName: 'Wilson',
    mobilePhoneNumber: '+447700900123',
    address: { address1: '22 Kings Road', address2: 'Flat 3', city: 'London', zip: 'SW3 4RP' },
    privacyPreferences: preferences(1, 1, 1, 0),
    requiresMfa: false,
    mfaOptions: [
      { type: 'email', value: 'james.wilson@example.com' },
      { type: 'phone', value: '+447700900123' },
      { type: 'totp', value: null, secret: DEMO_TOTP_SECRETS.james },
    ],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'GB-20871',
    vehicles: [
      { vin: 'WF0FXXWPMFPT45678', make: 'F', modelYear: '2024', modelName: 'Puma', nickName: null, isConnected: true },
    ],
  },
  {
    // After James: the market's first demo owner (the one tests and `npm run bench` sign in as) signs in with a password only.
    email: 'emily.clarke@example.com',
    marketId: 'product/en-gb',
    country: 'GBR',
    description: `United Kingdom; two-step sign-in: a code of an authenticator app (key ${DEMO_TOTP_SECRETS.emily}) or an emailed code (written to the server log)`,
    guid: '7e8f9a0b-1c2d-4e3f-9a4b-5c6d7e8f9a0b',
    firstName: 'Emily',
    lastName: 'Clarke',
    mobilePhoneNumber: '+447700900456',
    address: { address1: '5 Castle Street', city: 'Reading', zip: 'RG1 7SB' },
    privacyPreferences: preferences(1, 0, 1, 0),
    requiresMfa: true,
    mfaOptions: [
      { type: 'email', value: 'emily.clarke@example.com' },
      { type: 'totp', value: null, secret: DEMO_TOTP_SECRETS.emily },
    ],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'GB-20871',
    vehicles: [
      { vin: 'WF0FXXGBBFPL24680', make: 'F', modelYear: '2023', modelName: 'Focus', nickName: null, isConnected: true },
    ],
  },
  {
    email: 'michael.johnson@example.com',
    marketId: 'product/en-us',
    country: 'USA',
    description:
      'USA; a connected and a non-connected vehicle, plus a Lincoln and a Mercury (hidden on the product site)',
    guid: '8c3e5f21-7b6a-4d90-a1b2-c3d4e5f60718',
    firstName: 'Michael',
    lastName: 'Johnson',
    mobilePhoneNumber: '+13135550147',
    address: { address1: '1200 Oakwood Blvd', city: 'Dearborn', state: 'MI', zip: '48124' },
    privacyPreferences: preferences(1, 0, 1, 1),
    requiresMfa: false,
    mfaOptions: [
      { type: 'email', value: 'michael.johnson@example.com' },
      { type: 'phone', value: '+13135550147' },
    ],
    passkeys: [],
    points: { total: 12500, expiring: 1500 },
    preferredDealerCode: 'US-30115',
    vehicles: [
      {
        vin: '1FTFW1E87PFA10001',
        make: 'F',
        modelYear: '2023',
        modelName: 'F-150',
        nickName: 'Work truck',
        isConnected: true,
      },
      {
        vin: '1FMCU9J97PUA20002',
        make: 'F',
        modelYear: '2019',
        modelName: 'Escape',
        nickName: null,
        isConnected: false,
      },
      {
        vin: '5LM5J7XC4PGL30003',
        make: 'L',
        modelYear: '2023',
        modelName: 'Aviator',
        nickName: null,
        isConnected: true,
      },
      {
        vin: '2MEHM75W8YX600005',
        make: 'M',
        modelYear: '2000',
        modelName: 'Grand Marquis',
        nickName: null,
        isConnected: false,
      },
    ],
  },
  {
    // After Michael: the market's first demo owner stays Michael. His acceptances are seed/terms-consents.ts's.
    email: 'daniel.moore@example.com',
    marketId: 'product/en-us',
    country: 'USA',
    description: 'USA; accepted the terms of use of an earlier version: asked to accept the new one at sign-in',
    guid: '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
    firstName: 'Daniel',
    lastName: 'Moore',
    mobilePhoneNumber: '+13135550182',
    address: { address1: '48 Cherry Hill Rd', city: 'Dearborn', state: 'MI', zip: '48124' },
    privacyPreferences: preferences(1, 0, 1, 0),
    requiresMfa: false,
    mfaOptions: [{ type: 'email', value: 'daniel.moore@example.com' }],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'US-30115',
    vehicles: [
      {
        vin: '1FMEE5DH6RLA50008',
        make: 'F',
        modelYear: '2024',
        modelName: 'Bronco',
        nickName: null,
        isConnected: false,
      },
    ],
  },
  {
    email: 'olivia.brown@example.com',
    marketId: 'lincoln/en-us',
    country: 'USA',
    description: 'Lincoln USA; a Lincoln owner on the lincoln site',
    guid: '4d5e6f70-8192-4a3b-b4c5-d6e7f8091a2b',
    firstName: 'Olivia',
    lastName: 'Brown',
    mobilePhoneNumber: '+12485550190',
    address: { address1: '77 Pine Ridge Ct', city: 'Troy', state: 'MI', zip: '48084' },
    privacyPreferences: preferences(0, 1, 1, 0),
    requiresMfa: false,
    mfaOptions: [
      { type: 'email', value: 'olivia.brown@example.com' },
      { type: 'totp', value: null, secret: DEMO_TOTP_SECRETS.olivia },
    ],
    passkeys: [],
    points: { total: 8200, expiring: 0 },
    preferredDealerCode: 'US-L-40210',
    vehicles: [
      {
        vin: '5LMPJ8K40RGL40004',
        make: 'L',
        modelYear: '2024',
        modelName: 'Nautilus',
        nickName: 'Blue',
        isConnected: true,
      },
    ],
  },
  {
    email: 'giulia.rossi@example.com',
    marketId: 'product/it-it',
    country: 'ITA',
    description: 'Italy; only one MFA option, so removing it is refused',
    guid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d',
    firstName: 'Giulia',
    lastName: 'Rossi',
    mobilePhoneNumber: '+393471234567',
    address: { address1: 'Via Padova 15', city: 'Milano', zip: '20127' },
    privacyPreferences: preferences(1, 1, 0, 0),
    requiresMfa: false,
    mfaOptions: [{ type: 'phone', value: '+393471234567' }],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'IT-60412',
    vehicles: [
      { vin: 'WF0JXXWPJKPB56789', make: 'F', modelYear: '2022', modelName: 'Puma', nickName: null, isConnected: false },
    ],
  },
  {
    email: 'lucas.martin@example.com',
    marketId: 'product/fr-fr',
    country: 'FRA',
    description: 'France; a passkey is registered (try removing it)',
    guid: '1a2b3c4d-5e6f-4789-8abc-def012345678',
    firstName: 'Lucas',
    lastName: 'Martin',
    mobilePhoneNumber: '+33612345678',
    address: { address1: '8 rue des Lilas', city: 'Paris', zip: '75020' },
    privacyPreferences: preferences(1, 0, 1, 0),
    requiresMfa: false,
    mfaOptions: [
      { type: 'email', value: 'lucas.martin@example.com' },
      { type: 'phone', value: '+33612345678' },
    ],
    passkeys: [
      {
        publicKey: 'pQECAyYgASFYIBn0c2cGZp9bWQ2xj3mLk8sR4tUvWxYz1A2B3C4D5E6F',
        registeredAt: '2026-09-18T10:24:00.000Z',
      },
    ],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'FR-50330',
    vehicles: [
      {
        vin: 'WF0NXXGCHNRC98765',
        make: 'F',
        modelYear: '2024',
        modelName: 'Mustang Mach-E',
        nickName: 'Éclair',
        isConnected: true,
      },
    ],
  },
  {
    email: 'jack.taylor@example.com',
    marketId: 'product/en-au',
    country: 'AUS',
    description: 'Australia; image market with a connected Ranger',
    guid: '5f6e7d8c-9b0a-4c1d-8e2f-3a4b5c6d7e8f',
    firstName: 'Jack',
    lastName: 'Taylor',
    mobilePhoneNumber: '0412345678',
    address: { address1: '3 Harbour St', city: 'Sydney', state: 'NSW', zip: '2000' },
    privacyPreferences: preferences(1, 1, 1, 1),
    requiresMfa: false,
    mfaOptions: [
      { type: 'email', value: 'jack.taylor@example.com' },
      { type: 'totp', value: null, secret: DEMO_TOTP_SECRETS.jack },
    ],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'AU-70518',
    vehicles: [
      {
        vin: 'MNAUMFF50RW123456',
        make: 'F',
        modelYear: '2024',
        modelName: 'Ranger',
        nickName: 'Ute',
        isConnected: true,
      },
    ],
  },
  {
    email: 'aino.virtanen@example.com',
    marketId: 'product/fi-fi',
    country: 'FIN',
    description: 'Finland; long Finnish words at 375 px',
    guid: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    firstName: 'Aino',
    lastName: 'Virtanen',
    mobilePhoneNumber: '+358401234567',
    address: { address1: 'Mannerheimintie 12', city: 'Helsinki', zip: '00100' },
    privacyPreferences: preferences(1, 0, 1, 0),
    requiresMfa: false,
    mfaOptions: [{ type: 'email', value: 'aino.virtanen@example.com' }],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'FI-80127',
    vehicles: [
      { vin: 'WF0FXXWPCFPK24680', make: 'F', modelYear: '2023', modelName: 'Kuga', nickName: null, isConnected: true },
    ],
  },
  {
    email: 'eleni.papadopoulou@example.com',
    marketId: 'product/el-gr',
    country: 'GRC',
    description: 'Greece; Greek letters at 375 px',
    guid: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    firstName: 'Ελένη',
    lastName: 'Παπαδοπούλου',
    mobilePhoneNumber: '+306912345678',
    address: { address1: 'Οδός Ερμού 20', city: 'Αθήνα', zip: '105 63' },
    privacyPreferences: preferences(0, 0, 1, 0),
    requiresMfa: false,
    mfaOptions: [{ type: 'email', value: 'eleni.papadopoulou@example.com' }],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: 'GR-81342',
    vehicles: [
      { vin: 'WF0JXXWPJKPB13579', make: 'F', modelYear: '2022', modelName: 'Puma', nickName: null, isConnected: false },
    ],
  },
  {
    email: 'somchai.jaidee@example.com',
    marketId: 'product/th-th',
    country: 'THA',
    description: 'Thailand; every page in Thai, with a connected Ranger and no preferred dealer yet',
    guid: '8c7b6a59-4d3e-4f21-9a0b-c1d2e3f4a5b6',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    mobilePhoneNumber: '+66812345678',
    address: { address1: '99 ถนนสุขุมวิท', city: 'กรุงเทพมหานคร', zip: '10110' },
    privacyPreferences: preferences(1, 0, 1, 0),
    requiresMfa: false,
    mfaOptions: [{ type: 'email', value: 'somchai.jaidee@example.com' }],
    passkeys: [],
    points: { total: 0, expiring: 0 },
    preferredDealerCode: null,
    vehicles: [
      {
        vin: 'MNCUMFF80RW654321',
        make: 'F',
        modelYear: '2024',
        modelName: 'Ranger',
        nickName: null,
        isConnected: true,
      },
    ],
  },
];

/** What `npm start` prints: who to sign in as and why. */
export const demoOwners: { email: string; marketId: string; description: string }[] = demoOwnerRecords.map(
  ({ email, marketId, description }) => ({ email, marketId, description }),
);
