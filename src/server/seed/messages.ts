import type { Db } from '../db/open';

type DemoMessage = [
  sentAt: string,
  category: 'service' | 'recall' | 'offer' | 'account' | 'news',
  subject: string,
  body: string,
  read: boolean,
];

/** Demo messages of the communication center for a few owners (by email: the demo owners' key). */
const DEMO_MESSAGES: Record<string, DemoMessage[]> = {
  'michael.johnson@example.com': [
    [
      '2026-11-20T09:30:00Z',
      'service',
      'Your service is due soon',
      'Your Ranger is due for its annual service within the next 30 days.\nBook a visit with your preferred dealer at a time that suits you.',
      false,
    ],
    [
      '2026-11-12T14:00:00Z',
      'recall',
      'Safety recall: no action needed',
      'We checked your vehicle against the current safety recalls.\nNo recall applies to your vehicle at the moment.',
      false,
    ],
    [
      '2026-10-02T08:15:00Z',
      'account',
      'Welcome to your owner account',
      'Thank you for creating your owner account.\nYou can manage your vehicles, preferences and messages here.',
      true,
    ],
  ],
  'james.wilson@example.com': [
    [
      '2026-11-18T10:00:00Z',
      'offer',
      'Winter check offer',
      'Get your vehicle ready for winter: a free battery and tyre check at participating dealers until 31 December.',
      false,
    ],
    [
      '2026-09-05T16:45:00Z',
      'news',
      'New features in the vehicle app',
      'The vehicle app now shows your service history and lets you book visits directly.',
      true,
    ],
  ],
  'anna.schneider@example.com': [
    [
      '2026-11-15T07:00:00Z',
      'service',
      'Ihr Service steht an',
      'Für Ihr Fahrzeug steht in den nächsten 30 Tagen die Jahresinspektion an.',
      false,
    ],
  ],
};

/** Inserts the demo messages of the owners present (a fresh database: seed.ts has just created them). */
export function seedMessages(db: Db): void {
  const owner = db.prepare('SELECT id FROM owners WHERE email = ?').pluck();
  const insert = db.prepare(
    'INSERT INTO messages (owner_id, sent_at, subject, body, category, read_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [email, messages] of Object.entries(DEMO_MESSAGES)) {
    const id = owner.get(email) as number | undefined;
    if (id === undefined) continue;
    for (const [sentAt, category, subject, body, read] of messages)
      insert.run(id, sentAt, subject, body, category, read ? sentAt : null);
  }
}
