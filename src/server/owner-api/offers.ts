import { ok, type HandlerMap } from './handler';
import { site } from '../../generated/site';
import type { Offer } from '../../generated/types/api/owner';
import { isoDayOf } from '../../lib/dates/day-window';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  consent: db
    .prepare('SELECT preference_code FROM privacy_preferences WHERE owner_id = ? AND preference_name = ?')
    .pluck(),
  // The market's offers valid today: one for some models once per garage vehicle of one of them (of the market's
  // brand), one for no model once with vin NULL. Vehicle-specific first, then the one ending soonest.
  offers: db.prepare(`SELECT * FROM (
      SELECT o.offer_id AS offerId, o.category, o.title, o.description, o.valid_from AS validFrom,
        o.valid_until AS validUntil, v.vin, o.code
      FROM market_offers o
      JOIN market_offer_models m ON m.offer = o.id
      JOIN vehicles v ON v.model_name = m.model_name AND v.make = o.brand
      JOIN owner_vehicles ov ON ov.vin = v.vin AND ov.owner_id = @ownerId
      WHERE o.country = @country AND o.locale = @locale AND o.brand = @brand
        AND o.valid_from <= @today AND o.valid_until >= @today
      UNION ALL
      SELECT o.offer_id, o.category, o.title, o.description, o.valid_from, o.valid_until, NULL, o.code
      FROM market_offers o
      WHERE o.country = @country AND o.locale = @locale AND o.brand = @brand
        AND o.valid_from <= @today AND o.valid_until >= @today
        AND NOT EXISTS (SELECT 1 FROM market_offer_models m WHERE m.offer = o.id)
    ) ORDER BY vin IS NULL, validUntil, offerId, vin`),
}));

/**
 * The offers of the asked market (its country, locale and brand) for the signed-in owner, valid today by the
 * service's clock. Only to an owner whose answer to site.json offers.consentPreference is yes: one who said no, or
 * never answered, gets consented false and no offer at all.
 */
export const offerHandlers: Pick<HandlerMap, 'offers'> = {
  offers: ({ db, owner, query, now }) => {
    const consent = sql(db).consent.get(owner.id, site.offers.consentPreference) as number | undefined;
    if (consent !== 1) return ok({ consented: false, offers: [] });
    const offers = sql(db).offers.all({
      ownerId: owner.id,
      country: query.country,
      locale: query.locale,
      brand: query.brand,
      today: isoDayOf(now().getTime()),
    }) as Offer[];
    return ok({ consented: true, offers });
  },
};
