import type { Db } from '../db/open';

/** Demo points activity of the owners whose market has a loyalty programme (by email: the demo owners' key). */
const DEMO_ACTIVITY: Record<string, { programCountry: string; entries: [string, string, number][] }> = {
  'michael.johnson@example.com': {
    programCountry: 'USA',
    entries: [
      ['2026-11-02', 'Service visit at your preferred dealer', 1500],
      ['2026-09-14', 'Redeemed: accessories credit', -2000],
      ['2026-07-30', 'Vehicle purchase bonus', 10000],
      ['2026-05-11', 'Connected services renewal', 3000],
    ],
  },
  'olivia.brown@example.com': {
    programCountry: 'USA',
    entries: [
      ['2026-10-21', 'Complimentary service visit', 1200],
      ['2026-03-05', 'Vehicle purchase bonus', 7000],
    ],
  },
};

/** Inserts the demo activity of the owners present (a fresh database: seed.ts has just created them). */
export function seedLoyalty(db: Db): void {
  const owner = db.prepare('SELECT id FROM owners WHERE email = ?').pluck();
  const insert = db.prepare(
    'INSERT INTO reward_activity (owner_id, program_country, date, description, points) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [email, { programCountry, entries }] of Object.entries(DEMO_ACTIVITY)) {
    const id = owner.get(email) as number | undefined;
    if (id === undefined) continue;
    for (const [date, description, points] of entries) insert.run(id, programCountry, date, description, points);
  }
}
