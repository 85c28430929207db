import type { Vehicle } from '../../generated/types/api/owner';
import type { Brand } from '../../generated/types/brand';
import type { BrandId } from '../../generated/types/market';

/** The make codes of a brand, from markets/brands.json (product → F, lincoln → L; M belongs to neither). */
export function brandMakeCodes(brands: readonly Brand[], brand: BrandId): readonly string[] {
  return brands.find((b) => b.id === brand)?.makeCodes ?? [];
}

/** Spec 001 §3.5, §6: brand partitions the data, so other brands' vehicles never reach a page. */
export function vehiclesOfBrand(vehicles: readonly Vehicle[], brand: BrandId, brands: readonly Brand[]): Vehicle[] {
  const codes = brandMakeCodes(brands, brand);
  return vehicles.filter((v) => codes.includes(v.make));
}
