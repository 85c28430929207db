import catalogue from './feature-guide.json';
import { fail, ok, type HandlerMap } from './handler';
import { ownedVehicle } from './vehicles';

/** An article of the maker's catalogue and the vehicles built with its feature (feature-guide.json). */
interface GuideArticle {
  id: string;
  /** The models built with it; every model when absent. */
  models?: readonly string[];
  /** Models left out (of every model, when `models` is absent). */
  exceptModels?: readonly string[];
  /** First and last model years built with it, inclusive; open-ended when absent. */
  fromYear?: number;
  toYear?: number;
}

const articles: readonly GuideArticle[] = catalogue.articles;

/** Whether a model of a model year is built with an article's feature. */
const applies = (a: GuideArticle, model: string, year: number) =>
  (a.models === undefined || a.models.includes(model)) &&
  !(a.exceptModels ?? []).includes(model) &&
  (a.fromYear === undefined || year >= a.fromYear) &&
  (a.toYear === undefined || year <= a.toYear);

/** The ids of the articles that apply to a model of a model year, in the catalogue's order. */
export const guideArticlesFor = (model: string, year: number): string[] =>
  articles.filter((a) => applies(a, model, year)).map((a) => a.id);

/**
 * The feature guide of a vehicle of the owner's garage (the vin header): which how-to articles apply to it, by its
 * model and model year. The reference service keeps the catalogue itself, where a deployment asks the maker's.
 * A vehicle older than every feature gets an empty list.
 */
export const featureGuideHandlers: Pick<HandlerMap, 'featureGuide'> = {
  featureGuide: ({ db, owner, header }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    const vehicle = ownedVehicle(db, owner.id, vin);
    if (!vehicle) return fail(404, 'vehicle not in the garage');
    const modelYear = Number(vehicle.modelYear);
    return ok({
      vin,
      model: vehicle.modelName,
      modelYear,
      articles: guideArticlesFor(vehicle.modelName, modelYear),
    });
  },
};
