import type { Translate } from '../texts/text-key';

/** What a page knows of a vehicle to name it: the garage's vehicles and the orders' alike. */
export interface NamedVehicle {
  modelName: string;
  modelYear: string | number;
  nickName?: string | null;
}

/**
 * The model as every page names it, in the language's order (texts vehicle.model: "2023 F-150" in English). The one
 * place a vehicle's year and model are put together.
 */
export function vehicleModel(v: NamedVehicle, t: Translate): string {
  return t('vehicle.model', { year: String(v.modelYear), model: v.modelName });
}

/** The vehicle's name: its nickname with the model in brackets (vehicle.nicknamed), or the model. */
export function vehicleName(v: NamedVehicle, t: Translate): string {
  return v.nickName
    ? t('vehicle.nicknamed', { nickname: v.nickName, year: String(v.modelYear), model: v.modelName })
    : vehicleModel(v, t);
}
