import type { BodyStyle, VehiclePictures } from '../../generated/types/brand';

/** The body style whose picture a model shows (markets/brands.json vehiclePictures); unknown models get the fallback. */
export function bodyStyleOf(model: string, vehiclePictures: VehiclePictures): BodyStyle {
  return vehiclePictures.models[model.trim()] ?? vehiclePictures.fallback;
}
