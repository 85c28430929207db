import type { DataExportSections } from '../../generated/types/api/owner';

/*
 * What an owner's data export holds (GDPR Art. 15 and 20): every table the service keeps about owners, part by part,
 * in the sections of schemas/api/owner.schema.json (dataExportSections). The type below makes a part of the schema
 * without its rows here a type error; the data export tests check the other way round, against the database itself:
 * every column of an exported table is exported or withheld with a reason, and every table is exported, withheld or
 * named as holding nothing about an owner. A new table or column is decided on here before its tests pass again.
 */

/** Where one part's rows come from: a table, its columns exported, and the rows about the owner (@owner: their id). */
export interface PartSource {
  table: string;
  /** As stored (snake_case); the document names them in camelCase (first_name: firstName). */
  columns: readonly string[];
  /** Columns left out, each with why (the document's withheld list says so). Keys (id, owner_id) are left out unsaid. */
  withheld?: Readonly<Record<string, string>>;
  /** The SQL condition on the table's rows that makes them the owner's (@owner is the owner's id). */
  where: string;
}

/** The columns never exported and never listed: the service's own row numbers and its links to the owner. */
export const KEY_COLUMNS: readonly string[] = ['id', 'owner_id', 'account_id'];

const SECRET =
  'A sign-in secret: whoever holds it can act as the owner, so no copy of it leaves the service, this one included.';
const PDF = 'A document the service draws from the order; download it from the return itself.';

const OWN = 'owner_id = @owner';
const GARAGE = 'vin IN (SELECT vin FROM owner_vehicles WHERE owner_id = @owner)';
const ORDERS = 'order_no IN (SELECT order_no FROM orders WHERE owner_id = @owner)';
const RETURNS = `return_id IN (SELECT return_id FROM returns WHERE ${ORDERS})`;
const VEHICLE_ORDERS = 'order_id IN (SELECT order_id FROM vehicle_orders WHERE owner_id = @owner)';

/** The parts in the order the job collects them: each is one step of the job, and of its progress. */
export const EXPORT_PLAN: { [S in keyof DataExportSections]: { [P in keyof DataExportSections[S]]-?: PartSource } } = {
  profile: {
    account: {
      table: 'owners',
      columns: [
        'guid',
        'email',
        'title',
        'first_name',
        'middle_name',
        'last_name',
        'company_name',
        'national_id',
        'mobile_phone',
        'address1',
        'address2',
        'additional_address',
        'city',
        'state',
        'zip',
        'country',
        'market_id',
        'requires_mfa',
        'points_total',
        'points_expiring',
        'preferred_dealer_code',
      ],
      withheld: { password_hash: SECRET },
      where: 'id = @owner',
    },
    signInIdentities: { table: 'owner_identities', columns: ['issuer', 'subject', 'linked_at'], where: OWN },
    pendingEmailChange: {
      table: 'email_changes',
      columns: ['new_email', 'expires_at', 'wrong_tries'],
      withheld: { code_hash: SECRET },
      where: OWN,
    },
    passwordResets: {
      table: 'password_resets',
      columns: ['client_id', 'locale', 'return_to', 'expires_at', 'used_at'],
      withheld: { token_hash: SECRET },
      where: OWN,
    },
  },
  preferences: {
    privacyPreferences: {
      table: 'privacy_preferences',
      columns: ['preference_name', 'preference_code', 'updated_at', 'source'],
      where: OWN,
    },
    units: {
      table: 'owner_units',
      columns: ['distance', 'fuel_economy', 'tyre_pressure', 'temperature'],
      where: OWN,
    },
    termsConsents: { table: 'terms_consents', columns: ['document_id', 'version', 'accepted_at'], where: OWN },
  },
  vehicles: {
    garage: { table: 'owner_vehicles', columns: ['vin', 'nick_name', 'added_at'], where: OWN },
    vehicles: {
      table: 'vehicles',
      columns: ['vin', 'make', 'model_year', 'model_name', 'is_connected'],
      where: GARAGE,
    },
    reports: {
      table: 'vehicle_reports',
      columns: [
        'vin',
        'reported_at',
        'odometer_km',
        'energy_source',
        'fuel_level_percent',
        'charge_level_percent',
        'charging',
        'range_km',
        'locked',
        'openings',
        'outside_temperature_c',
        'litres_per_100km',
        'kwh_per_100km',
      ],
      where: GARAGE,
    },
    diagnostics: {
      table: 'vehicle_diagnostics',
      columns: [
        'vin',
        'checked_at',
        'oil_life_percent',
        'battery_status',
        'battery_voltage',
        'next_service_due_on',
        'next_service_due_in_km',
      ],
      where: GARAGE,
    },
    tyres: {
      table: 'vehicle_tyres',
      columns: ['vin', 'position', 'pressure_kpa', 'recommended_kpa', 'status'],
      where: GARAGE,
    },
    brakes: { table: 'vehicle_brakes', columns: ['vin', 'axle', 'remaining_percent', 'status'], where: GARAGE },
    alerts: { table: 'vehicle_alerts', columns: ['vin', 'code', 'severity', 'raised_at'], where: GARAGE },
    connectedServices: {
      table: 'vehicle_services',
      columns: ['vin', 'service_id', 'status', 'started_on', 'expires_on', 'switchable', 'renewable'],
      where: GARAGE,
    },
    recalls: {
      table: 'vehicle_recalls',
      columns: ['vin', 'campaign_id', 'status', 'scheduled_for', 'dealer_code', 'remedied_on'],
      where: GARAGE,
    },
  },
  vehicleHistory: {
    removedVehicles: { table: 'removed_vehicles', columns: ['vin', 'nick_name', 'removed_at'], where: OWN },
    endedOwnerships: {
      table: 'ended_ownerships',
      columns: ['vin', 'owned_since', 'ended_at', 'reason'],
      where: OWN,
    },
  },
  orders: {
    orders: {
      table: 'orders',
      columns: [
        'order_no',
        'store_id',
        'email',
        'order_date',
        'currency',
        'shipping',
        'tax',
        'ship_name',
        'ship_address1',
        'ship_city',
        'ship_region',
        'ship_postal_code',
        'ship_country',
      ],
      where: OWN,
    },
    orderItems: {
      table: 'order_items',
      columns: ['order_no', 'line', 'sku', 'name', 'quantity', 'price', 'status'],
      where: ORDERS,
    },
    returns: {
      table: 'returns',
      columns: ['return_id', 'order_no', 'method', 'status', 'created_at', 'label_created_at'],
      withheld: { label_pdf: PDF },
      where: ORDERS,
    },
    returnItems: { table: 'return_items', columns: ['return_id', 'line', 'quantity', 'reason'], where: RETURNS },
    returnPhotos: {
      table: 'return_photos',
      columns: ['return_id', 'file_name', 'content_type', 'size', 'uploaded_at', 'data'],
      where: RETURNS,
    },
    dropOffBookings: {
      table: 'bookings',
      columns: ['booking_id', 'return_id', 'dealer_code', 'date', 'created_at'],
      withheld: { access_code_hash: SECRET },
      where: RETURNS,
    },
  },
  vehicleOrders: {
    vehicleOrders: {
      table: 'vehicle_orders',
      columns: [
        'order_id',
        'email',
        'country_code',
        'model',
        'model_year',
        'trim',
        'colour',
        'electric',
        'status_code',
        'order_date',
        'estimated_delivery',
        'dealer_name',
        'dealer_code',
        'vin',
        'window_sticker',
        'price',
        'currency',
      ],
      where: OWN,
    },
    statusHistory: {
      table: 'vehicle_order_events',
      columns: ['order_id', 'seq', 'status_code', 'date'],
      where: VEHICLE_ORDERS,
    },
    handoverTicks: {
      table: 'vehicle_order_handover_ticks',
      columns: ['order_id', 'item_id', 'checked_at'],
      where: VEHICLE_ORDERS,
    },
    reservations: {
      table: 'reservations',
      columns: [
        'reservation_id',
        'model',
        'model_year',
        'created_at',
        'deposit',
        'currency',
        'status_code',
        'dealer_name',
      ],
      where: OWN,
    },
  },
  loyalty: {
    rewardActivity: {
      table: 'reward_activity',
      columns: ['program_country', 'date', 'description', 'points'],
      where: OWN,
    },
  },
  messages: {
    messages: {
      table: 'messages',
      columns: ['id', 'sent_at', 'category', 'subject', 'body', 'read_at'],
      where: OWN,
    },
  },
  signInSecurity: {
    twoStepOptions: {
      table: 'mfa_options',
      columns: ['type', 'value'],
      withheld: {
        secret: SECRET,
        totp_last_step: 'Part of checking authenticator codes (the time step of the last one used), not of the owner.',
      },
      where: OWN,
    },
    recoveryCodes: {
      table: 'recovery_codes',
      columns: ['created_at', 'used_at'],
      withheld: { code_hash: SECRET },
      where: OWN,
    },
    passkeys: {
      table: 'passkeys',
      columns: [
        'name',
        'credential_id',
        'public_key',
        'aaguid',
        'attachment',
        'transports',
        'counter',
        'registered_at',
        'last_used_at',
      ],
      where: OWN,
    },
    signIns: {
      table: 'sign_in_records',
      columns: ['public_id', 'user_agent', 'network', 'started_at', 'last_active_at'],
      withheld: { session_uid: "The identity provider's own key of the sign-in session." },
      where: 'account_id = (SELECT guid FROM owners WHERE id = @owner)',
    },
  },
};

/** Tables about owners that the export leaves out as a whole, each with what they hold and why. */
export const WITHHELD_TABLES: Readonly<Record<string, { what: string; why: string }>> = {
  oidc_models: {
    what: 'signIn.sessionsGrantsAndTokens',
    why: `Sign-in sessions, grants, codes and tokens of the identity provider. ${SECRET}`,
  },
  refresh_overlaps: { what: 'signIn.refreshAnswers', why: `Token answers kept for a refresh's overlap. ${SECRET}` },
  guest_access: { what: 'orders.guestAccessCodes', why: `Codes of guest order look-ups. ${SECRET}` },
  rate_limits: {
    what: 'signIn.attemptCounts',
    why: 'Counts of sign-in and mail requests, kept minutes to protect the account; security records, not the owner’s.',
  },
  data_exports: { what: 'dataExports', why: 'The exports themselves: this file is one.' },
};

/** Tables that hold nothing about an owner (shared reference data, the service's own records). */
export const NOT_ABOUT_OWNERS: readonly string[] = [
  'migrations',
  'dealers',
  'recall_campaigns',
  'market_offers',
  'market_offer_models',
  'oidc_keys',
  'guest_failures',
];

export interface ExportStep {
  section: keyof DataExportSections;
  part: string;
  source: PartSource;
}

/** The plan as the job walks it: one step per part, sections and parts in the order above. */
export const EXPORT_STEPS: readonly ExportStep[] = Object.entries(EXPORT_PLAN).flatMap(([section, parts]) =>
  Object.entries(parts as Record<string, PartSource>).map(([part, source]) => ({
    section: section as keyof DataExportSections,
    part,
    source,
  })),
);

/** snake_case as the document names it: first_name is firstName, litres_per_100km is litresPer100km. */
export const camelCase = (column: string): string => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** What the export leaves out, as its withheld list says: columns of exported tables, then whole tables. */
export const WITHHELD: readonly { what: string; why: string }[] = [
  ...EXPORT_STEPS.flatMap(({ section, part, source }) =>
    Object.entries(source.withheld ?? {}).map(([column, why]) => ({
      what: `${section}.${part}.${camelCase(column)}`,
      why,
    })),
  ),
  ...Object.values(WITHHELD_TABLES),
];
