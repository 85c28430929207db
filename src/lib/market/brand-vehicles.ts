import { brands } from '../../generated/site';
import type { Vehicle } from '../../generated/types/api/owner';
import type { BrandId } from '../../generated/types/market';

/** The make codes of a brand, from markets/brands.json (product → F, lincoln → L; M belongs to neither). */
export function brandMakeCodes(brand: BrandId): readonly string[] {
  return brands.find((b) => b.id === brand)?.makeCodes ?? [];
}

/** Spec 001 §3.5, §6: brand partitions the data, so other brands' vehicles never reach a page. */
export function vehiclesOfBrand(vehicles: readonly Vehicle[], brand: BrandId): Vehicle[] {
  const codes = brandMakeCodes(brand);
  return vehicles.filter((v) => codes.includes(v.make));
}
