import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screenModules } from '../../../scripts/build-preloads';

describe('screenModules: the screen registry read for the preload hints', () => {
  it('reads every entry, quoted or bare, on one line or wrapped', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    const file = path.join(dir, 'screens.ts');
    fs.writeFileSync(
      file,
      [
        'export const screens = {',
        "  dashboard: () => import('./screen-groups/account').then((m) => ({ default: m.DashboardScreen })),",
        "  'not-found': () => import('./screen-groups/account').then((m) => ({ default: m.NotFoundScreen })),",
        "  'account-settings': () =>",
        "    import('./screen-groups/account-settings').then((m) => ({ default: m.AccountSettingsScreen })),",
        '};',
      ].join('\n'),
    );
    try {
      expect(screenModules(file)).toEqual({
        dashboard: './screen-groups/account',
        'not-found': './screen-groups/account',
        'account-settings': './screen-groups/account-settings',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every screen of the shipped registry', () => {
    const modules = screenModules(path.join(__dirname, '../../../src/app/screens.ts'));
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining(['dashboard', 'account-settings', 'eu-post-registration', 'not-found']),
    );
  });
});
