import type { Brand } from '../../generated/types/brand';

/**
 * Spec 001 §2.3: the embedded app signs out by opening the page with appLogout; the page then sends it to the
 * brand's home location (brands.json homeLocation). null: stay.
 */
export function appLogoutTarget(search: string, brand: Pick<Brand, 'homeLocation'> | undefined): string | null {
  const value = new URLSearchParams(search).get('appLogout');
  if (value === null || value === 'false' || !brand) return null;
  return brand.homeLocation;
}
