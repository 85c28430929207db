import { useSearchParams } from 'react-router-dom';

/** The VIN of the address (?vin=), as an owner may have typed it: spaces and case do not matter. */
export function useVinParam(): string {
  const [search] = useSearchParams();
  return (search.get('vin') ?? '').replace(/\s+/g, '').toUpperCase();
}
