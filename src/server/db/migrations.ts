/*
 * Schema of the reference data service, as an append-only list: a released migration is never edited,
 * a change is a new entry. Applied versions are recorded in the `migrations` table.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'owners, vehicles, preferences, mfa, dealers, orders, tokens',
    sql: `
      CREATE TABLE owners (
        id INTEGER PRIMARY KEY,
        guid TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        market_id TEXT NOT NULL,
        country TEXT NOT NULL CHECK (length(country) = 3),
        mobile_phone TEXT,
        address1 TEXT,
        address2 TEXT,
        city TEXT,
        zip TEXT,
        requires_mfa INTEGER NOT NULL DEFAULT 0 CHECK (requires_mfa IN (0, 1)),
        points_total INTEGER NOT NULL DEFAULT 0,
        points_expiring INTEGER NOT NULL DEFAULT 0,
        preferred_dealer_code TEXT
      );
      CREATE TABLE vehicles (
        vin TEXT PRIMARY KEY CHECK (length(vin) = 17),
        make TEXT NOT NULL CHECK (make IN ('F', 'L', 'M')),
        model_year TEXT NOT NULL,
        model_name TEXT NOT NULL,
        is_connected INTEGER NOT NULL DEFAULT 0 CHECK (is_connected IN (0, 1))
      );
      CREATE TABLE owner_vehicles (
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        vin TEXT NOT NULL REFERENCES vehicles(vin),
        nick_name TEXT,
        added_at TEXT NOT NULL,
        PRIMARY KEY (owner_id, vin)
      );
      -- Names are api variables (MobilePermission...): identifiers only, enforced here as the last line.
      CREATE TABLE privacy_preferences (
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        preference_name TEXT NOT NULL CHECK (preference_name <> '' AND preference_name NOT GLOB '*[^A-Za-z0-9_]*'),
        preference_code INTEGER NOT NULL CHECK (preference_code IN (0, 1)),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (owner_id, preference_name)
      );
      CREATE TABLE mfa_options (
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('email', 'totp', 'phone')),
        value TEXT,
        PRIMARY KEY (owner_id, type)
      );
      CREATE TABLE passkeys (
        id INTEGER PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        public_key TEXT NOT NULL,
        registered_at TEXT NOT NULL
      );
      CREATE TABLE dealers (
        dealer_code TEXT PRIMARY KEY,
        dealer_id TEXT NOT NULL,
        dealer_group TEXT NOT NULL,
        name TEXT NOT NULL,
        street TEXT NOT NULL,
        town TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        phone TEXT NOT NULL,
        delivery INTEGER NOT NULL CHECK (delivery IN (0, 1)),
        opening_hours TEXT NOT NULL,
        appointments TEXT NOT NULL,
        filter_delivery_services TEXT NOT NULL,
        filter_did_services TEXT NOT NULL,
        filter_regular_services TEXT NOT NULL,
        reward_points INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE orders (
        order_no TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        status_code TEXT NOT NULL,
        order_date TEXT NOT NULL,
        total REAL NOT NULL,
        currency TEXT NOT NULL
      );
      CREATE TABLE order_items (
        order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
        line INTEGER NOT NULL,
        sku TEXT NOT NULL,
        name TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        price REAL NOT NULL,
        PRIMARY KEY (order_no, line)
      );
      -- Secrets are stored as sha256 hashes: a copy of the file gives no usable code or token.
      CREATE TABLE auth_codes (
        code_hash TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE tokens (
        token_hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX tokens_owner ON tokens(owner_id, kind);
      CREATE INDEX orders_owner ON orders(owner_id);
    `,
  },
  {
    version: 2,
    name: 'mfa_options.secret: the authenticator (TOTP) secret',
    // Kept as it is, not hashed: checking a code needs the secret itself.
    sql: `
      ALTER TABLE mfa_options ADD COLUMN secret TEXT;
    `,
  },
  {
    version: 3,
    name: 'passkeys: WebAuthn credential id, signature counter, transports',
    // SQLite adds no UNIQUE column: a unique index does it (rows without a credential id, older ones, stay allowed).
    sql: `
      ALTER TABLE passkeys ADD COLUMN credential_id TEXT;
      ALTER TABLE passkeys ADD COLUMN counter INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE passkeys ADD COLUMN transports TEXT;
      CREATE UNIQUE INDEX passkeys_credential_id ON passkeys(credential_id);
    `,
  },
  {
    version: 4,
    name: 'owners: the personal details and address fields of the per-country forms (002 §3)',
    sql: `
      ALTER TABLE owners ADD COLUMN title TEXT;
      ALTER TABLE owners ADD COLUMN middle_name TEXT;
      ALTER TABLE owners ADD COLUMN company_name TEXT;
      ALTER TABLE owners ADD COLUMN national_id TEXT;
      ALTER TABLE owners ADD COLUMN state TEXT;
      ALTER TABLE owners ADD COLUMN additional_address TEXT;
    `,
  },
  {
    version: 5,
    name: 'reward_activity: points earned and redeemed in the loyalty programme',
    sql: `
      CREATE TABLE reward_activity (
        id INTEGER PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        program_country TEXT NOT NULL,
        date TEXT NOT NULL,
        description TEXT NOT NULL,
        points INTEGER NOT NULL
      );
      CREATE INDEX reward_activity_owner ON reward_activity(owner_id, date);
    `,
  },
  {
    version: 6,
    name: 'email_changes: a requested email change waiting for the code sent to the new address',
    sql: `
      CREATE TABLE email_changes (
        owner_id INTEGER PRIMARY KEY REFERENCES owners(id) ON DELETE CASCADE,
        new_email TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        wrong_tries INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    version: 7,
    name: 'messages: the messages of the communication center, with their read flag',
    sql: `
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        sent_at TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        category TEXT NOT NULL CHECK (category IN ('service', 'recall', 'offer', 'account', 'news')),
        read_at TEXT
      );
      CREATE INDEX messages_owner ON messages(owner_id, sent_at);
    `,
  },
  {
    version: 8,
    name: 'orders by store with line statuses and guest orders; returns, their photos and dealer drop-offs; guest access; vehicle orders and reservations',
    // The orders of versions 1 to 7 were demo rows only: they are rebuilt in the new shape by seedOrders.
    sql: `
      DROP TABLE order_items;
      DROP TABLE orders;
      CREATE TABLE orders (
        order_no TEXT PRIMARY KEY,
        owner_id INTEGER REFERENCES owners(id) ON DELETE CASCADE,
        store_id INTEGER NOT NULL,
        email TEXT NOT NULL,
        order_date TEXT NOT NULL,
        currency TEXT NOT NULL,
        shipping REAL NOT NULL DEFAULT 0,
        tax REAL NOT NULL DEFAULT 0,
        ship_name TEXT NOT NULL,
        ship_address1 TEXT NOT NULL,
        ship_city TEXT NOT NULL,
        ship_postal_code TEXT NOT NULL,
        ship_country TEXT NOT NULL
      );
      CREATE INDEX orders_owner ON orders(owner_id, order_date);
      CREATE TABLE order_items (
        order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
        line INTEGER NOT NULL,
        sku TEXT NOT NULL,
        name TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        price REAL NOT NULL,
        status TEXT NOT NULL,
        PRIMARY KEY (order_no, line)
      );
      CREATE TABLE returns (
        return_id TEXT PRIMARY KEY,
        order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
        method TEXT NOT NULL CHECK (method IN ('mail', 'dealer')),
        status TEXT NOT NULL CHECK (status IN ('OPEN', 'DROP_OFF_BOOKED', 'RECEIVED')),
        created_at TEXT NOT NULL,
        label_pdf BLOB,
        label_created_at TEXT
      );
      CREATE TABLE return_items (
        return_id TEXT NOT NULL REFERENCES returns(return_id) ON DELETE CASCADE,
        line INTEGER NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        reason TEXT NOT NULL,
        PRIMARY KEY (return_id, line)
      );
      CREATE TABLE return_photos (
        id INTEGER PRIMARY KEY,
        return_id TEXT NOT NULL REFERENCES returns(return_id) ON DELETE CASCADE,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        data BLOB NOT NULL,
        uploaded_at TEXT NOT NULL
      );
      CREATE TABLE bookings (
        booking_id TEXT PRIMARY KEY,
        return_id TEXT NOT NULL UNIQUE REFERENCES returns(return_id) ON DELETE CASCADE,
        dealer_code TEXT NOT NULL,
        date TEXT NOT NULL,
        access_code_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      -- A guest's look-up: the code (hashed) that stands in for a sign-in on that one order, for a while.
      CREATE TABLE guest_access (
        code_hash TEXT PRIMARY KEY,
        order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE guest_failures (
        id INTEGER PRIMARY KEY,
        client TEXT NOT NULL,
        order_key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX guest_failures_client ON guest_failures(client, at);
      CREATE INDEX guest_failures_order ON guest_failures(order_key, at);
      CREATE TABLE vehicle_orders (
        order_id TEXT PRIMARY KEY,
        owner_id INTEGER REFERENCES owners(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        country_code TEXT NOT NULL,
        model TEXT NOT NULL,
        model_year INTEGER NOT NULL,
        trim TEXT NOT NULL,
        colour TEXT NOT NULL,
        status_code TEXT NOT NULL,
        order_date TEXT NOT NULL,
        estimated_delivery TEXT,
        dealer_name TEXT NOT NULL,
        vin TEXT,
        window_sticker INTEGER NOT NULL DEFAULT 0,
        price REAL NOT NULL,
        currency TEXT NOT NULL
      );
      CREATE INDEX vehicle_orders_owner ON vehicle_orders(owner_id);
      CREATE TABLE vehicle_order_events (
        order_id TEXT NOT NULL REFERENCES vehicle_orders(order_id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        status_code TEXT NOT NULL,
        date TEXT NOT NULL,
        PRIMARY KEY (order_id, seq)
      );
      CREATE TABLE reservations (
        reservation_id TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        model TEXT NOT NULL,
        model_year INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        deposit REAL NOT NULL,
        currency TEXT NOT NULL,
        status_code TEXT NOT NULL,
        dealer_name TEXT NOT NULL
      );
    `,
  },
  {
    version: 9,
    name: 'indexes for the owner order history (walked in its page order) and the returns of an order',
    // The history pages newest first: with order_no after the date (the tie-break) and store_id in the index,
    // SQLite walks the owner's orders in page order, filters stores and counts from the index alone, with no
    // sort. Returns were read by a scan of the whole table for every order shown.
    sql: `
      DROP INDEX orders_owner;
      CREATE INDEX orders_owner_history ON orders(owner_id, order_date DESC, order_no DESC, store_id);
      CREATE INDEX returns_order ON returns(order_no, created_at, return_id);
    `,
  },
  {
    version: 10,
    name: 'the state, province or region of dealers and of order delivery addresses',
    // Addresses are written in their country's order, and in the US, Canada and Australia that order has a region.
    sql: `
      ALTER TABLE dealers ADD COLUMN region TEXT;
      ALTER TABLE orders ADD COLUMN ship_region TEXT;
    `,
  },
  {
    version: 11,
    name: 'the OpenID provider: its models (sessions, grants, codes, tokens, interactions), its keys, and wrong passwords',
    // Models are found by a sha256 of their id (a code or token is its own id): a copy of the file gives no usable
    // token. expires_at is epoch milliseconds; a row past it is treated as gone. Keys are made on first start.
    sql: `
      CREATE TABLE oidc_models (
        model TEXT NOT NULL,
        id_hash TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at INTEGER,
        consumed_at INTEGER,
        PRIMARY KEY (model, id_hash)
      );
      CREATE INDEX oidc_models_grant ON oidc_models(grant_id) WHERE grant_id IS NOT NULL;
      CREATE INDEX oidc_models_uid ON oidc_models(model, uid) WHERE uid IS NOT NULL;
      CREATE INDEX oidc_models_user_code ON oidc_models(model, user_code) WHERE user_code IS NOT NULL;
      CREATE TABLE oidc_keys (
        kind TEXT PRIMARY KEY CHECK (kind IN ('signing', 'cookies')),
        value TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE wrong_passwords (
        id INTEGER PRIMARY KEY,
        account TEXT NOT NULL COLLATE NOCASE,
        client_id TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX wrong_passwords_account ON wrong_passwords(account, at);
      CREATE INDEX wrong_passwords_client ON wrong_passwords(client_id, at);
    `,
  },
  {
    version: 12,
    name: 'password reset links, and the throttle counting other requests than wrong passwords (registrations, reset requests)',
    // A link's token is kept as its sha256 only: a copy of the file opens no reset page. The client, locale and
    // redirect address of the sign-in that asked for it let the page speak the market's language and lead back.
    sql: `
      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        locale TEXT,
        return_to TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX password_resets_owner ON password_resets(owner_id);
      ALTER TABLE wrong_passwords ADD COLUMN kind TEXT NOT NULL DEFAULT 'password';
      CREATE INDEX wrong_passwords_kind_account ON wrong_passwords(kind, account, at);
      CREATE INDEX wrong_passwords_kind_client ON wrong_passwords(kind, client_id, at);
    `,
  },
  {
    version: 13,
    name: "the old sign-in tables go (codes and tokens are the OpenID provider's), and an authenticator code works once across restarts",
    sql: `
      DROP TABLE tokens;
      DROP TABLE auth_codes;
      ALTER TABLE mfa_options ADD COLUMN totp_last_step INTEGER;
    `,
  },
  {
    version: 14,
    name: 'tries counted by rate-limiter-flexible (per account, per source address, per both), in the table it expects; the counts per application go',
    sql: `
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        points INTEGER NOT NULL DEFAULT 0,
        expire INTEGER
      );
      CREATE INDEX rate_limits_expire ON rate_limits(expire);
      DROP TABLE wrong_passwords;
    `,
  },
  {
    version: 15,
    name: "a swapped refresh token's answer, kept for the rotation overlap, sealed with the token it answers",
    // Readable only with the old refresh token (the key is derived from it): a copy of the file opens nothing.
    sql: `
      CREATE TABLE refresh_overlaps (
        token_hash TEXT PRIMARY KEY,
        sealed TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 16,
    name: "another provider's subjects, linked to owners (on first sight by a verified email)",
    sql: `
      CREATE TABLE owner_identities (
        issuer TEXT NOT NULL,
        subject TEXT NOT NULL,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        linked_at TEXT NOT NULL,
        PRIMARY KEY (issuer, subject)
      );
      CREATE INDEX owner_identities_owner ON owner_identities(owner_id);
    `,
  },
  {
    version: 17,
    name: "recall campaigns and the vehicles they concern, with each vehicle's remedy status",
    sql: `
      CREATE TABLE recall_campaigns (
        campaign_id TEXT PRIMARY KEY,
        component TEXT NOT NULL,
        risk TEXT NOT NULL,
        remedy TEXT NOT NULL,
        issued_on TEXT NOT NULL,
        remedy_available INTEGER NOT NULL
      );
      CREATE TABLE vehicle_recalls (
        vin TEXT NOT NULL,
        campaign_id TEXT NOT NULL REFERENCES recall_campaigns(campaign_id),
        status TEXT NOT NULL CHECK (status IN ('open', 'scheduled', 'remedied')),
        scheduled_for TEXT,
        dealer_code TEXT,
        remedied_on TEXT,
        PRIMARY KEY (vin, campaign_id)
      );
    `,
  },
  {
    version: 18,
    name: "connected vehicles' last report and diagnostics (tyres, brakes, alerts), and the units each owner chose",
    // Per vehicle, not per owner: the rows stay when a vehicle leaves a garage (whoever owns the vin sees them).
    // Metric figures only (km, kPa, °C, l or kWh per 100 km); the app converts them to the owner's units.
    // What an energy source has is enforced: fuel has no charge, electric no fuel level or litres, hybrid has both.
    // owner_units: NULL is the market's default; an owner who chose nothing has no row.
    sql: `
      CREATE TABLE vehicle_reports (
        vin TEXT PRIMARY KEY REFERENCES vehicles(vin),
        reported_at TEXT NOT NULL,
        odometer_km REAL NOT NULL CHECK (odometer_km >= 0),
        energy_source TEXT NOT NULL CHECK (energy_source IN ('fuel', 'electric', 'hybrid')),
        fuel_level_percent REAL CHECK (fuel_level_percent BETWEEN 0 AND 100),
        charge_level_percent REAL CHECK (charge_level_percent BETWEEN 0 AND 100),
        charging INTEGER CHECK (charging IN (0, 1)),
        range_km REAL NOT NULL CHECK (range_km >= 0),
        locked INTEGER NOT NULL CHECK (locked IN (0, 1)),
        openings TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(openings) AND json_type(openings) = 'array'),
        outside_temperature_c REAL NOT NULL,
        litres_per_100km REAL CHECK (litres_per_100km > 0),
        kwh_per_100km REAL CHECK (kwh_per_100km > 0),
        CHECK ((energy_source = 'electric') = (fuel_level_percent IS NULL)),
        CHECK ((energy_source = 'fuel') = (charge_level_percent IS NULL)),
        CHECK ((energy_source = 'fuel') = (charging IS NULL)),
        CHECK ((energy_source = 'electric') = (litres_per_100km IS NULL)),
        CHECK ((energy_source = 'fuel') = (kwh_per_100km IS NULL))
      );
      CREATE TABLE vehicle_diagnostics (
        vin TEXT PRIMARY KEY REFERENCES vehicles(vin),
        checked_at TEXT NOT NULL,
        oil_life_percent REAL CHECK (oil_life_percent BETWEEN 0 AND 100),
        battery_status TEXT NOT NULL CHECK (battery_status IN ('ok', 'weak', 'replace')),
        battery_voltage REAL CHECK (battery_voltage >= 0),
        next_service_due_on TEXT NOT NULL CHECK (date(next_service_due_on) IS next_service_due_on),
        next_service_due_in_km REAL NOT NULL
      );
      CREATE TABLE vehicle_tyres (
        vin TEXT NOT NULL REFERENCES vehicle_diagnostics(vin),
        position TEXT NOT NULL CHECK (position IN ('frontLeft', 'frontRight', 'rearLeft', 'rearRight')),
        pressure_kpa REAL NOT NULL CHECK (pressure_kpa >= 0),
        recommended_kpa REAL NOT NULL CHECK (recommended_kpa > 0),
        status TEXT NOT NULL CHECK (status IN ('ok', 'low', 'flat')),
        PRIMARY KEY (vin, position)
      );
      CREATE TABLE vehicle_brakes (
        vin TEXT NOT NULL REFERENCES vehicle_diagnostics(vin),
        axle TEXT NOT NULL CHECK (axle IN ('front', 'rear')),
        remaining_percent REAL NOT NULL CHECK (remaining_percent BETWEEN 0 AND 100),
        status TEXT NOT NULL CHECK (status IN ('ok', 'soon', 'replace')),
        PRIMARY KEY (vin, axle)
      );
      CREATE TABLE vehicle_alerts (
        vin TEXT NOT NULL REFERENCES vehicle_diagnostics(vin),
        code TEXT NOT NULL CHECK (code IN ('tyrePressureLow', 'oilChangeDue', 'brakePadsWorn', 'batteryWeak',
          'serviceDue', 'washerFluidLow', 'engineCheck', 'adBlueLow')),
        severity TEXT NOT NULL CHECK (severity IN ('critical', 'warning', 'info')),
        raised_at TEXT NOT NULL,
        PRIMARY KEY (vin, code)
      );
      CREATE TABLE owner_units (
        owner_id INTEGER PRIMARY KEY REFERENCES owners(id) ON DELETE CASCADE,
        distance TEXT CHECK (distance IN ('km', 'mi')),
        fuel_economy TEXT CHECK (fuel_economy IN ('l-per-100km', 'mpg-us', 'mpg-uk', 'km-per-l')),
        tyre_pressure TEXT CHECK (tyre_pressure IN ('bar', 'kpa', 'psi')),
        temperature TEXT CHECK (temperature IN ('celsius', 'fahrenheit')),
        CHECK (COALESCE(distance, fuel_economy, tyre_pressure, temperature) IS NOT NULL)
      );
    `,
  },
  {
    version: 19,
    name: "connected vehicles' connected services: each subscription's status, its dates, and what the owner may do",
    // Per vehicle, like its reports: the rows stay when a vehicle leaves a garage (whoever owns the vin sees them).
    // expires_on NULL: included for the vehicle's life, which cannot expire. The stored status is the subscription
    // system's; a service whose end has passed is answered expired whatever it says (the service's clock).
    sql: `
      CREATE TABLE vehicle_services (
        vin TEXT NOT NULL REFERENCES vehicles(vin),
        service_id TEXT NOT NULL CHECK (service_id IN ('remoteControls', 'vehicleLocator', 'connectedNavigation',
          'wifiHotspot', 'healthAlerts', 'phoneAsKey')),
        status TEXT NOT NULL CHECK (status IN ('active', 'off', 'expired')),
        started_on TEXT NOT NULL CHECK (date(started_on) IS started_on),
        expires_on TEXT CHECK (date(expires_on) IS expires_on),
        switchable INTEGER NOT NULL CHECK (switchable IN (0, 1)),
        renewable INTEGER NOT NULL CHECK (renewable IN (0, 1)),
        CHECK (expires_on >= started_on),
        CHECK (status <> 'expired' OR expires_on IS NOT NULL),
        PRIMARY KEY (vin, service_id)
      );
    `,
  },
  {
    version: 20,
    name: 'vehicles owners removed from their garage, kept to be restored as they were (nickname included)',
    // Per owner and vin: a second removal of the same vehicle replaces the first. removed_at is the service's clock
    // as toISOString writes it (UTC, milliseconds), so times compare as text; the restore period is site.json's
    // (garage.restoreWithinDays), applied when read: an older row is no longer listed nor restorable.
    sql: `
      CREATE TABLE removed_vehicles (
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        vin TEXT NOT NULL REFERENCES vehicles(vin) CHECK (length(vin) = 17),
        nick_name TEXT,
        removed_at TEXT NOT NULL CHECK (strftime('%Y-%m-%dT%H:%M:%fZ', removed_at) IS removed_at),
        PRIMARY KEY (owner_id, vin)
      );
    `,
  },
  {
    version: 21,
    name: "whether a vehicle order is electric, and the owner's ticks on its handover-day checklist",
    // electric: the order is for a battery-electric vehicle (its checklist has the items markets/orders.json marks
    // electricOnly); server-only, not in the answers. The vehicle orders of an existing database are the seed's demo
    // rows: its electric models are marked here. A tick is per order and item (markets/orders.json handover.items);
    // checked_at is the service's clock as toISOString writes it; taking a tick back deletes its row.
    sql: `
      ALTER TABLE vehicle_orders ADD COLUMN electric INTEGER NOT NULL DEFAULT 0 CHECK (electric IN (0, 1));
      UPDATE vehicle_orders SET electric = 1
        WHERE model IN ('Mustang Mach-E', 'F-150 Lightning', 'Explorer EV', 'Puma Gen-E');
      CREATE TABLE vehicle_order_handover_ticks (
        order_id TEXT NOT NULL REFERENCES vehicle_orders(order_id) ON DELETE CASCADE,
        item_id TEXT NOT NULL,
        checked_at TEXT NOT NULL CHECK (strftime('%Y-%m-%dT%H:%M:%fZ', checked_at) IS checked_at),
        PRIMARY KEY (order_id, item_id)
      );
    `,
  },
  {
    version: 22,
    name: 'offers of each market (country, locale, brand), each for every owner or for the vehicles of some models',
    // Market data, as the maker's marketing teams write it: title and description in the market's language. An offer
    // holds from valid_from to valid_until, both included (ISO days, compared as text with the service's today). An
    // offer with rows in market_offer_models is for the garage vehicles of those models (matched on the vehicle's
    // model name and make = the offer's brand), one without is for every owner of the market. Sent only to an owner
    // whose privacy preference site.json offers.consentPreference is 1 (no row: no).
    sql: `
      CREATE TABLE market_offers (
        id INTEGER PRIMARY KEY,
        offer_id TEXT NOT NULL CHECK (length(offer_id) BETWEEN 3 AND 24 AND offer_id NOT GLOB '*[^A-Z0-9-]*'),
        country TEXT NOT NULL CHECK (length(country) = 3 AND country NOT GLOB '*[^A-Z]*'),
        locale TEXT NOT NULL CHECK (locale GLOB '[a-z][a-z]-[a-z][a-z]'),
        brand TEXT NOT NULL CHECK (brand IN ('F', 'L')),
        category TEXT NOT NULL CHECK (category IN ('service', 'tyres', 'accessories', 'charging', 'loyalty')),
        title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
        description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 600),
        valid_from TEXT NOT NULL CHECK (date(valid_from) IS valid_from),
        valid_until TEXT NOT NULL CHECK (date(valid_until) IS valid_until),
        code TEXT CHECK (length(code) BETWEEN 3 AND 20 AND code NOT GLOB '*[^A-Z0-9-]*'),
        CHECK (valid_until >= valid_from),
        UNIQUE (country, locale, brand, offer_id)
      );
      CREATE TABLE market_offer_models (
        offer INTEGER NOT NULL REFERENCES market_offers(id) ON DELETE CASCADE,
        model_name TEXT NOT NULL CHECK (model_name <> ''),
        PRIMARY KEY (offer, model_name)
      );
    `,
  },
  {
    version: 23,
    name: 'ownerships that ended through the delinking flow: the vehicle, since when and until when, and why',
    // One row per ended ownership (an owner may own a vehicle again later and end that too). owned_since is the garage
    // link's added_at as it was; ended_at is the service's clock as toISOString writes it (UTC, milliseconds). The
    // garage link itself is deleted: unlike removed_vehicles, nothing here can be restored.
    sql: `
      CREATE TABLE ended_ownerships (
        id INTEGER PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        vin TEXT NOT NULL REFERENCES vehicles(vin) CHECK (length(vin) = 17),
        owned_since TEXT NOT NULL,
        ended_at TEXT NOT NULL CHECK (strftime('%Y-%m-%dT%H:%M:%fZ', ended_at) IS ended_at),
        reason TEXT NOT NULL CHECK (reason IN ('sold', 'transferred', 'notMine'))
      );
      CREATE INDEX ended_ownerships_owner ON ended_ownerships (owner_id, vin);
    `,
  },
  {
    version: 24,
    name: 'the versions of the terms documents (site.json terms) each owner accepted, and when',
    // One row per owner, document and version: accepting a version again keeps the first row (its time). Only a
    // document's current version can be accepted (the owner API checks site.json); rows of earlier versions stay, so
    // an owner's history is whole. accepted_at is the service's clock as toISOString writes it; rows go with the owner.
    sql: `
      CREATE TABLE terms_consents (
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        document_id TEXT NOT NULL CHECK (length(document_id) BETWEEN 2 AND 41 AND document_id GLOB '[a-z]*'
          AND document_id NOT GLOB '*[^A-Za-z0-9]*'),
        version TEXT NOT NULL CHECK (length(version) BETWEEN 1 AND 20 AND version NOT GLOB '*[^0-9A-Za-z.-]*'),
        accepted_at TEXT NOT NULL CHECK (strftime('%Y-%m-%dT%H:%M:%fZ', accepted_at) IS accepted_at),
        PRIMARY KEY (owner_id, document_id, version)
      );
    `,
  },
  {
    version: 25,
    name: 'which dealers sell new vehicles (New Vehicle Centres), and the selling dealer of each vehicle order',
    // sells_new_vehicles: 0 for a service-only site; franchised dealers mostly sell them (the default). The demo
    // dealers of an existing database that are service-only are marked here. dealer_code: the selling dealer, for its
    // details (the nvcDealers call); NULL where the dealer service has none. No foreign key: the order system and the
    // dealer service are separate systems, and an order keeps the code of a dealer that has since left the network.
    // The demo vehicle orders of an existing database get their dealers' codes here (two now named as their dealer).
    sql: `
      ALTER TABLE dealers ADD COLUMN sells_new_vehicles INTEGER NOT NULL DEFAULT 1 CHECK (sells_new_vehicles IN (0, 1));
      UPDATE dealers SET sells_new_vehicles = 0 WHERE dealer_code IN ('GB-20871', 'FR-50330', 'US-30342');
      ALTER TABLE vehicle_orders ADD COLUMN dealer_code TEXT
        CHECK (length(dealer_code) BETWEEN 1 AND 20 AND dealer_code NOT GLOB '*[^A-Za-z0-9-]*');
      UPDATE vehicle_orders SET dealer_code = 'US-30160' WHERE order_id IN ('VO-US-5501', 'VO-US-5534');
      UPDATE vehicle_orders SET dealer_code = 'US-L-40210', dealer_name = 'Lakeside Lincoln Troy'
        WHERE order_id = 'VO-US-L-6101';
      UPDATE vehicle_orders SET dealer_code = 'FR-50361' WHERE order_id IN ('VO-FR-7702', 'VO-FR-7719');
      UPDATE vehicle_orders SET dealer_code = 'IT-60455' WHERE order_id = 'VO-IT-7801';
      UPDATE vehicle_orders SET dealer_code = 'AU-70518', dealer_name = 'Harbour City Motors Parramatta'
        WHERE order_id = 'VO-AU-8001';
      UPDATE vehicle_orders SET dealer_code = 'US-30408' WHERE order_id = 'VO-US-9001';
      UPDATE vehicle_orders SET dealer_code = 'FR-50694' WHERE order_id = 'VO-FR-9003';
    `,
  },
  {
    version: 26,
    name: "where the owner chose a privacy preference (the v3 call's consent records)",
    // web or app for a preference last saved by the v3 call (its updated_at is then the owner's chosenAt); NULL where
    // another call saved it last, which does not say.
    sql: `
      ALTER TABLE privacy_preferences ADD COLUMN source TEXT CHECK (source IN ('web', 'app'));
    `,
  },
  {
    version: 27,
    name: "owners' data exports (GDPR Art. 15 and 20): prepared part by part in the background, kept a few days",
    // One row per request, the latest one the owner's current export. While preparing, sections holds the parts
    // collected so far (JSON) and steps_done counts them; when ready, document is the file as it is downloaded
    // (size its length in bytes), deletable: it is set to NULL once available_until has passed or a newer export
    // replaces it. Times are the service's clock as toISOString writes it. Rows go with the owner.
    sql: `
      CREATE TABLE data_exports (
        id INTEGER PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('preparing', 'ready', 'failed')),
        requested_at TEXT NOT NULL CHECK (strftime('%Y-%m-%dT%H:%M:%fZ', requested_at) IS requested_at),
        steps_done INTEGER NOT NULL DEFAULT 0 CHECK (steps_done >= 0),
        steps_total INTEGER NOT NULL CHECK (steps_total > 0 AND steps_done <= steps_total),
        sections TEXT CHECK (json_valid(sections)),
        document TEXT,
        size INTEGER CHECK (size > 0),
        ready_at TEXT CHECK (strftime('%Y-%m-%dT%H:%M:%fZ', ready_at) IS ready_at),
        available_until TEXT CHECK (available_until > ready_at),
        CHECK ((status = 'preparing') = (sections IS NOT NULL)),
        CHECK ((status = 'ready') = (ready_at IS NOT NULL AND available_until IS NOT NULL AND size IS NOT NULL)),
        CHECK (document IS NULL OR status = 'ready')
      );
      CREATE INDEX data_exports_owner ON data_exports(owner_id, id);
      CREATE INDEX data_exports_preparing ON data_exports(id) WHERE status = 'preparing';
    `,
  },
  {
    version: 28,
    name: 'where and on what the owner is signed in (the devices and sign-ins list): one row per session of the local provider',
    // Keyed to the provider's session (oidc_models uid of a 'Session'), which holds the sign-in's grants; public_id is
    // what the owner API names it by (random, not derived from the session). user_agent as the browser last sent it
    // (at sign-in or a token swap, cut to 512 characters); network its address shortened (IPv4 /24, IPv6 /48), the
    // full address is never kept. A row goes with its session (ending a sign-in, a new password, the account's
    // deletion) and rows whose session has gone are swept when another sign-in starts.
    sql: `
      CREATE TABLE sign_in_records (
        session_uid TEXT PRIMARY KEY,
        public_id TEXT NOT NULL UNIQUE CHECK (length(public_id) = 22 AND public_id NOT GLOB '*[^A-Za-z0-9_-]*'),
        account_id TEXT NOT NULL,
        user_agent TEXT NOT NULL CHECK (length(user_agent) <= 512),
        network TEXT NOT NULL CHECK (length(network) <= 60),
        started_at TEXT NOT NULL CHECK (strftime('%Y-%m-%dT%H:%M:%fZ', started_at) IS started_at),
        last_active_at TEXT NOT NULL CHECK (strftime('%Y-%m-%dT%H:%M:%fZ', last_active_at) IS last_active_at)
      );
      CREATE INDEX sign_in_records_account ON sign_in_records(account_id);
    `,
  },
  {
    version: 29,
    name: 'named passkeys (name, device type, last use) and recovery codes for two-step verification',
    // passkeys.name: the owner's own name (NULL: none given, the page names it after its device type); aaguid and
    // attachment: what the authenticator and the browser reported at creation (the device type is read from them, the
    // transports and the maintained AAGUID list when listed); last_used_at: its latest sign-in. recovery_codes: one
    // row per code of the owner's current set (a new set replaces it whole), code_hash a scrypt hash (every code of a
    // set has the same salt, so a try costs one scrypt), used_at set once when it signs the owner in.
    sql: `
      ALTER TABLE passkeys ADD COLUMN name TEXT CHECK (name IS NULL OR length(name) BETWEEN 1 AND 60);
      ALTER TABLE passkeys ADD COLUMN aaguid TEXT CHECK (aaguid IS NULL OR length(aaguid) = 36);
      ALTER TABLE passkeys ADD COLUMN attachment TEXT CHECK (attachment IN ('platform', 'cross-platform'));
      ALTER TABLE passkeys ADD COLUMN last_used_at TEXT;
      CREATE TABLE recovery_codes (
        id INTEGER PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE INDEX recovery_codes_owner ON recovery_codes(owner_id);
    `,
  },
];
