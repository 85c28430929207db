import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../../src/server/build-server';
import { tempDir } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
let app: FastifyInstance;
beforeAll(() => {
  app = buildServer({ dbFile: tmp.dbFile });
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await app.close();
  tmp.remove();
});

describe('analytics configuration (content, per brand and country)', () => {
  it('answers the events with the market overrides applied', async () => {
    const de = (await app.inject('/content/analytics-config/product/DE')).json().events;
    const us = (await app.inject('/content/analytics-config/product/US')).json().events;
    const lincoln = (await app.inject('/content/analytics-config/lincoln/US')).json().events;
    expect(us.pageView.directCallName).toBe('owner-account:page-view');
    expect(de.signOut).toBeUndefined();
    expect(us.signOut).toBeDefined();
    expect(lincoln.pageView.directCallName).toMatch(/^lincoln-owner:/);
  });

  it('refuses an unknown brand or a malformed country with 400', async () => {
    expect((await app.inject('/content/analytics-config/ford/US')).statusCode).toBe(400);
    expect((await app.inject('/content/analytics-config/product/usa')).statusCode).toBe(400);
  });
});

describe('local stand-ins of the third-party scripts', () => {
  it('serves each named script as JavaScript that records it ran, and the analytics sink', async () => {
    const maps = await app.inject('/local/scripts/maps.js');
    expect(maps.headers['content-type']).toMatch(/^text\/javascript/);
    expect(maps.body).toContain('ownerStandIns');
    const austria = await app.inject('/local/scripts/analytics/at/launch-owner.jss');
    expect(austria.body).toContain('window.ownerAnalytics');
  });

  it('serves a stand-in for every kind the market data names (sign-in widget, bot-check, payments, chat, calls)', async () => {
    for (const name of ['account-widget', 'bot-check', 'payments', 'chat', 'calls', 'feedback']) {
      const script = await app.inject(`/local/scripts/${name}.js`);
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).toContain(`push(${JSON.stringify(name)})`);
      // Nothing a strict CSP would refuse: no code from strings.
      expect(script.body).not.toMatch(/\beval\(|new Function|setTimeout\(\s*['"`]/);
    }
  });

  it('the feedback survey reads its comment card from its element; the bot-check answers a token', async () => {
    const feedback = (await app.inject('/local/scripts/feedback.js')).body;
    expect(feedback).toContain("getAttribute('data-card-id')");
    expect(feedback).toContain('window.ownerFeedback');
    expect((await app.inject('/local/scripts/bot-check.js')).body).toContain('window.ownerBotCheck');
  });

  it('answers 404 for anything else', async () => {
    expect((await app.inject('/local/scripts/evil.js')).statusCode).toBe(404);
    expect((await app.inject('/local/scripts/maps.css')).statusCode).toBe(404);
  });
});
