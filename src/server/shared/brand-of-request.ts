import { brandById } from './brand-by-id';
import { markets } from '../../generated/markets/local';
import type { Brand } from '../../generated/types/brand';

/** Each consumer key belongs to one brand's markets: the documents made for a call wear that brand. */
const brandOfKey = new Map(markets.map((m) => [m.consumerKey, m.brand]));

export function brandOfConsumerKey(consumerKey: string | undefined): Brand | undefined {
  const id = consumerKey === undefined ? undefined : brandOfKey.get(consumerKey);
  return id === undefined ? undefined : brandById(id);
}
