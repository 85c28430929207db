import type { Recall } from '../../generated/types/api/owner';
import type { Db } from '../db/open';

type Campaign = Pick<Recall, 'campaignId' | 'component' | 'risk' | 'remedy' | 'issuedOn' | 'remedyAvailable'>;

/** Recall campaigns of the demo data: the maker's campaign number, what is concerned, the risk and the remedy. */
const CAMPAIGNS: Campaign[] = [
  {
    campaignId: '24S45',
    component: 'brakes',
    risk: 'crash',
    remedy: 'repair',
    issuedOn: '2026-09-18',
    remedyAvailable: true,
  },
  {
    campaignId: '23S12',
    component: 'software',
    risk: 'crash',
    remedy: 'softwareUpdate',
    issuedOn: '2024-11-05',
    remedyAvailable: true,
  },
  {
    campaignId: '24C07',
    component: 'cameras',
    risk: 'visibility',
    remedy: 'softwareUpdate',
    issuedOn: '2026-06-30',
    remedyAvailable: true,
  },
  {
    campaignId: '25E03',
    component: 'battery',
    risk: 'fire',
    remedy: 'inspect',
    issuedOn: '2026-10-02',
    remedyAvailable: true,
  },
  {
    campaignId: '25B11',
    component: 'seatBelts',
    risk: 'injury',
    remedy: 'replace',
    issuedOn: '2026-10-21',
    remedyAvailable: false,
  },
  {
    campaignId: '24R09',
    component: 'airbags',
    risk: 'injury',
    remedy: 'replace',
    issuedOn: '2026-03-12',
    remedyAvailable: true,
  },
];

type VehicleRecall = [
  vin: string,
  campaignId: string,
  status: Recall['status'],
  detail?: { scheduledFor?: string; dealerCode?: string; remediedOn?: string },
];

/**
 * Which demo vehicles a campaign concerns: an open, a booked and a remedied one in the US, open ones in Germany,
 * France (parts not yet there) and Thailand; the other demo vehicles have none.
 */
const VEHICLE_RECALLS: VehicleRecall[] = [
  ['1FTFW1E87PFA10001', '24S45', 'open'],
  ['1FTFW1E87PFA10001', '23S12', 'remedied', { remediedOn: '2025-01-20' }],
  ['1FMCU9J97PUA20002', '24C07', 'scheduled', { scheduledFor: '2026-12-09', dealerCode: 'US-30227' }],
  ['WF0XXXGCDXPA12345', '24R09', 'open'],
  ['WF0NXXGCHNRC98765', '25E03', 'open'],
  ['WF0NXXGCHNRC98765', '25B11', 'open'],
  ['MNCUMFF80RW654321', '24R09', 'open'],
];

export function seedRecalls(db: Db): void {
  const campaign = db.prepare(
    'INSERT INTO recall_campaigns (campaign_id, component, risk, remedy, issued_on, remedy_available) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const c of CAMPAIGNS)
    campaign.run(c.campaignId, c.component, c.risk, c.remedy, c.issuedOn, c.remedyAvailable ? 1 : 0);
  const concerns = db.prepare(
    'INSERT INTO vehicle_recalls (vin, campaign_id, status, scheduled_for, dealer_code, remedied_on) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [vin, campaignId, status, detail = {}] of VEHICLE_RECALLS)
    concerns.run(
      vin,
      campaignId,
      status,
      detail.scheduledFor ?? null,
      detail.dealerCode ?? null,
      detail.remediedOn ?? null,
    );
}
