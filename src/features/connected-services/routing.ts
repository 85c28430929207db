/** What the connected-services page does for its query (spec 001 §2.2, §4.1). */
export type ConnectedServicesView =
  | { kind: 'redirect' }
  | { kind: 'vin-not-found'; vin: string }
  | { kind: 'app'; vin?: string; vehicleRef?: string; sspid?: string };

/**
 * vehicleRef or sspid: straight to the subscriptions application. A vin: only one in the owner's garage (of
 * this brand), else the not-found panel. None of the three: back to the dashboard (connectedservices=true).
 */
export function connectedServicesView(search: string, garageVins: readonly string[]): ConnectedServicesView {
  const q = new URLSearchParams(search);
  const vin = q.get('vin')?.trim().toUpperCase() || undefined;
  const vehicleRef = q.get('vehicleRef')?.trim() || undefined;
  const sspid = q.get('sspid')?.trim() || undefined;
  if (vehicleRef || sspid)
    return { kind: 'app', ...(vin ? { vin } : {}), ...(vehicleRef ? { vehicleRef } : {}), ...(sspid ? { sspid } : {}) };
  if (vin) return garageVins.includes(vin) ? { kind: 'app', vin } : { kind: 'vin-not-found', vin };
  return { kind: 'redirect' };
}

/** Whether the query needs the garage (a vin alone): otherwise nothing has to load first. */
export const needsGarage = (search: string): boolean => {
  const q = new URLSearchParams(search);
  return Boolean(q.get('vin')) && !q.get('vehicleRef') && !q.get('sspid');
};
