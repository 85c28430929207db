import { brands } from '../../generated/site';
import type { Brand } from '../../generated/types/brand';
import { brandIn } from '../../lib/market/site-tables';

/** The brand of markets/brands.json with this id (the generator proved every market's brand is there). */
export function brandById(id: string): Brand | undefined {
  return brandIn({ brands }, id);
}
