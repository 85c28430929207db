import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServiceId } from './api';
import type { ConnectedService, Vehicle } from '../../generated/types/api/owner';

/**
 * The services of one VIN: loading; loaded; not connected (409: nothing to switch); failed (offline: the browser was
 * offline).
 */
export type VinServices =
  | { status: 'loading' }
  | { status: 'loaded'; services: ConnectedService[] }
  | { status: 'not-connected' }
  | { status: 'failed'; offline: boolean };

/** A switch the owner moved: on its way, or failed (the service keeps its state); done: what to announce. */
export interface ServiceSwitch {
  status: 'idle' | 'working' | 'failed';
  done: 'on' | 'off' | null;
}

export interface ConnectedServicesState {
  garage: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The owner's vehicles of this brand: the page names and shows the one it is opened for. */
  vehicles: Vehicle[];
  /** By VIN: the vehicle's connected services (the subscriptions call). */
  services: Record<string, VinServices>;
  /** By VIN, then service: the last switch. */
  switches: Record<string, Partial<Record<ServiceId, ServiceSwitch>>>;
}

const initialState: ConnectedServicesState = { garage: 'idle', vehicles: [], services: {}, switches: {} };

type ServiceRef = { vin: string; serviceId: ServiceId };
const setSwitch = (s: ConnectedServicesState, { vin, serviceId }: ServiceRef, value: ServiceSwitch) => {
  (s.switches[vin] ??= {})[serviceId] = value;
};

export const connectedServices = createSlice({
  name: 'connectedServices',
  initialState,
  reducers: {
    garageRequested: (s) => {
      s.garage = 'loading';
    },
    garageLoaded: (s, a: PayloadAction<Vehicle[]>) => {
      s.garage = 'loaded';
      s.vehicles = a.payload;
    },
    garageFailed: (s) => {
      s.garage = 'failed';
      s.vehicles = [];
    },
    servicesRequested: (s, a: PayloadAction<{ vin: string }>) => {
      if (s.services[a.payload.vin]?.status !== 'loaded') s.services[a.payload.vin] = { status: 'loading' };
      delete s.switches[a.payload.vin];
    },
    servicesLoaded: (s, a: PayloadAction<{ vin: string; services: ConnectedService[] }>) => {
      s.services[a.payload.vin] = { status: 'loaded', services: a.payload.services };
    },
    servicesNotConnected: (s, a: PayloadAction<{ vin: string }>) => {
      s.services[a.payload.vin] = { status: 'not-connected' };
    },
    servicesFailed: (s, a: PayloadAction<{ vin: string; offline?: boolean }>) => {
      s.services[a.payload.vin] = { status: 'failed', offline: a.payload.offline ?? false };
    },
    serviceSwitchRequested: (s, a: PayloadAction<ServiceRef & { enabled: boolean }>) => {
      setSwitch(s, a.payload, { status: 'working', done: null });
    },
    serviceSwitched: (s, a: PayloadAction<{ vin: string; service: ConnectedService }>) => {
      const { vin, service } = a.payload;
      const loaded = s.services[vin];
      if (loaded?.status === 'loaded')
        loaded.services = loaded.services.map((x) => (x.serviceId === service.serviceId ? service : x));
      setSwitch(
        s,
        { vin, serviceId: service.serviceId },
        { status: 'idle', done: service.status === 'active' ? 'on' : 'off' },
      );
    },
    serviceSwitchFailed: (s, a: PayloadAction<ServiceRef>) => {
      setSwitch(s, a.payload, { status: 'failed', done: null });
    },
  },
  selectors: {
    selectConnectedServices: (s) => s,
    selectServicesOf: (s, vin: string): VinServices | undefined => s.services[vin],
    selectSwitchOf: (s, vin: string, serviceId: ServiceId): ServiceSwitch | undefined => s.switches[vin]?.[serviceId],
  },
});

export const {
  garageRequested,
  garageLoaded,
  garageFailed,
  servicesRequested,
  servicesLoaded,
  servicesNotConnected,
  servicesFailed,
  serviceSwitchRequested,
  serviceSwitched,
  serviceSwitchFailed,
} = connectedServices.actions;
export const { selectConnectedServices, selectServicesOf, selectSwitchOf } = connectedServices.selectors;
