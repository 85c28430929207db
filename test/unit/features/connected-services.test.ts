import { connectedServicesView, needsGarage } from '../../../src/features/connected-services/routing';

const garage = ['WF0XXXGCDXPA12345'];

describe('connected-services routing (spec 001 §2.2)', () => {
  it('vehicleRef or sspid go straight to the subscriptions application, garage or not', () => {
    expect(connectedServicesView('?vehicleRef=R-1', [])).toEqual({ kind: 'app', vehicleRef: 'R-1' });
    expect(connectedServicesView('?sspid=S-9&vin=NOTMINE00000000000', [])).toEqual({
      kind: 'app',
      sspid: 'S-9',
      vin: 'NOTMINE00000000000',
    });
    expect(needsGarage('?sspid=S-9&vin=X')).toBe(false);
  });
  it('a vin must be in the garage, case aside; otherwise the not-found panel', () => {
    expect(connectedServicesView('?vin=wf0xxxgcdxpa12345', garage)).toEqual({ kind: 'app', vin: 'WF0XXXGCDXPA12345' });
    expect(connectedServicesView('?vin=1FTEW1EP5JFA00001', garage)).toEqual({
      kind: 'vin-not-found',
      vin: '1FTEW1EP5JFA00001',
    });
    expect(needsGarage('?vin=X')).toBe(true);
  });
  it('none of the three: back to the dashboard', () => {
    expect(connectedServicesView('', garage)).toEqual({ kind: 'redirect' });
    expect(connectedServicesView('?vin=&other=1', garage)).toEqual({ kind: 'redirect' });
  });
});
