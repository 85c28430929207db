import type { Offer } from '../../generated/types/api/owner';
import { addDays, isoDayOf } from '../../lib/dates/day-window';
import type { Db } from '../db/open';

/**
 * One offer of a market's marketing team, as the reference service keeps it. Its dates are counted from the seeding
 * day (negative: before it), so the demo offers are current whenever the database was made; models: the models it
 * is for (sent once per garage vehicle of one of them), none: for every owner of the market.
 */
interface SeededOffer {
  offerId: string;
  category: Offer['category'];
  title: string;
  description: string;
  startsInDays: number;
  endsInDays: number;
  code: string | null;
  models?: string[];
}

interface SeededMarket {
  country: string;
  locale: string;
  brand: 'F' | 'L';
  offers: SeededOffer[];
}

/**
 * The demo markets' offers. Seeded at the test clock's 2026-11-23, the expired US offer ended on 2026-10-31 and the
 * next one starts on 2027-01-01: neither is ever sent. Prices are demo figures, not promises.
 */
const MARKETS: SeededMarket[] = [
  {
    country: 'USA',
    locale: 'en-us',
    brand: 'F',
    offers: [
      {
        offerId: 'US-F150-OIL',
        category: 'service',
        title: '$20 off your F-150 oil change',
        description:
          'Synthetic blend oil and filter change, tire rotation and a multi-point inspection at participating dealers. Give code SERVICE20 when you book. One per vehicle.',
        startsInDays: -20,
        endsInDays: 38,
        code: 'SERVICE20',
        models: ['F-150'],
      },
      {
        offerId: 'US-TIRES-4',
        category: 'tyres',
        title: 'Buy four tires, get a rebate',
        description:
          'Buy four tires of a participating brand at your dealer and get up to $70 back as a prepaid card. Your dealer submits the rebate for you; no code needed.',
        startsInDays: -8,
        endsInDays: 53,
        code: null,
      },
      {
        offerId: 'US-ESCAPE-LINERS',
        category: 'accessories',
        title: '15% off all-weather floor liners for your Escape',
        description:
          'Custom-fit liners that keep snow, mud and spills off the carpet. Order at your dealer’s parts counter and give code LINERS15.',
        startsInDays: -2,
        endsInDays: 68,
        code: 'LINERS15',
        models: ['Escape'],
      },
      {
        offerId: 'US-FALL-SERVICE',
        category: 'service',
        title: 'Fall service check',
        description:
          'Battery test, wiper blades and a brake inspection before the cold weather. Give code FALL25 when you book.',
        startsInDays: -84,
        endsInDays: -23,
        code: 'FALL25',
      },
      {
        offerId: 'US-NEW-YEAR-BATTERY',
        category: 'service',
        title: 'Free battery test',
        description: 'Start the year with a free battery and charging system test at participating dealers.',
        startsInDays: 39,
        endsInDays: 98,
        code: null,
      },
    ],
  },
  {
    country: 'USA',
    locale: 'en-us',
    brand: 'L',
    offers: [
      {
        offerId: 'LN-US-PICKUP',
        category: 'service',
        title: 'Your next service, picked up and delivered',
        description:
          'Book your next scheduled maintenance and your Lincoln dealer picks up your vehicle and brings it back when the work is done, at no extra charge. Within the dealer’s service area, subject to availability.',
        startsInDays: -12,
        endsInDays: 45,
        code: null,
      },
    ],
  },
  {
    country: 'FRA',
    locale: 'fr-fr',
    brand: 'F',
    offers: [
      {
        offerId: 'FR-MACHE-WALLBOX',
        category: 'charging',
        title: 'Votre borne de recharge à domicile, installation remisée',
        description:
          'Pour votre Mustang Mach-E : 150 € de remise sur l’installation d’une wallbox par notre partenaire installateur certifié IRVE. Indiquez le code WALLBOX150 lors de votre demande de devis.',
        startsInDays: -15,
        endsInDays: 60,
        code: 'WALLBOX150',
        models: ['Mustang Mach-E'],
      },
      {
        offerId: 'FR-PNEUS-HIVER',
        category: 'tyres',
        title: 'Contrôle hiver de vos pneus offert',
        description:
          'Avant les premiers froids, votre distributeur vérifie gratuitement l’usure et la pression de vos pneus et vous conseille pour le passage aux pneus hiver. Sur rendez-vous.',
        startsInDays: -5,
        endsInDays: 40,
        code: null,
      },
    ],
  },
  {
    country: 'DEU',
    locale: 'de-de',
    brand: 'F',
    offers: [
      {
        offerId: 'DE-WINTER-CHECK',
        category: 'service',
        title: 'Winter-Check zum Vorteilspreis',
        description:
          'Batterie, Beleuchtung, Scheibenwischer und Frostschutz: Ihr Händler macht Ihr Fahrzeug fit für die kalte Jahreszeit. Nennen Sie bei der Terminvereinbarung den Code WINTERCHECK.',
        startsInDays: -10,
        endsInDays: 50,
        code: 'WINTERCHECK',
      },
    ],
  },
  {
    country: 'AUS',
    locale: 'en-au',
    brand: 'F',
    offers: [
      {
        offerId: 'AU-RANGER-TYRES',
        category: 'service',
        title: 'Free tyre rotation with your Ranger’s logbook service',
        description:
          'Book your Ranger’s next logbook service and we’ll rotate and balance the tyres at no extra cost. Quote code RANGERTYRES when booking.',
        startsInDays: -7,
        endsInDays: 55,
        code: 'RANGERTYRES',
        models: ['Ranger'],
      },
    ],
  },
];

/** Writes the demo markets' offers, dated from `at` (the seeding time: the service's clock). */
export function seedOffers(db: Db, at: Date): void {
  const today = isoDayOf(at.getTime());
  const offer = db.prepare(`INSERT INTO market_offers (offer_id, country, locale, brand, category, title, description,
    valid_from, valid_until, code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const model = db.prepare('INSERT INTO market_offer_models (offer, model_name) VALUES (?, ?)');
  for (const { country, locale, brand, offers } of MARKETS) {
    for (const o of offers) {
      const id = offer.run(
        o.offerId,
        country,
        locale,
        brand,
        o.category,
        o.title,
        o.description,
        addDays(today, o.startsInDays),
        addDays(today, o.endsInDays),
        o.code,
      ).lastInsertRowid;
      for (const name of o.models ?? []) model.run(id, name);
    }
  }
}
