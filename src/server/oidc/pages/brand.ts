import { markets } from '../../../generated/markets/local';
import type { Brand } from '../../../generated/types/brand';
import { brandById } from '../../shared/brand-by-id';

/** Each application (client_id) belongs to one brand's markets: its sign-in pages wear that brand. */
const brandOfClientId = new Map(markets.map((m) => [m.clientId, m.brand]));

export function brandOfClient(clientId: string | undefined): Brand | undefined {
  const id = clientId === undefined ? undefined : brandOfClientId.get(clientId);
  return id === undefined ? undefined : brandById(id);
}
