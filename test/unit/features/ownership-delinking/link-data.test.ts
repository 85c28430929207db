import { encodeDelinkData, parseDelinkData } from '../../../../src/features/ownership-delinking/link-data';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('the data segment of an ownership-delinking link (base64url of {"vin","name"})', () => {
  it('reads a VIN and a name', () => {
    expect(parseDelinkData(b64url('{"vin":"WF0FXXWPMFPT45678","name":"Puma"}'))).toEqual({
      ok: true,
      link: { vin: 'WF0FXXWPMFPT45678', name: 'Puma' },
    });
  });

  it('takes the name as optional, and a blank one as none', () => {
    expect(parseDelinkData(b64url('{"vin":"WF0FXXWPMFPT45678"}'))).toEqual({
      ok: true,
      link: { vin: 'WF0FXXWPMFPT45678', name: null },
    });
    expect(parseDelinkData(b64url('{"vin":"WF0FXXWPMFPT45678","name":"  "}'))).toEqual({
      ok: true,
      link: { vin: 'WF0FXXWPMFPT45678', name: null },
    });
  });

  it('reads UTF-8 names and accepts padding', () => {
    const padded = Buffer.from('{"vin":"WF0NXXGCHNRC98765","name":"Éclair"}', 'utf8')
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(parseDelinkData(padded)).toEqual({ ok: true, link: { vin: 'WF0NXXGCHNRC98765', name: 'Éclair' } });
  });

  it('reads what encodeDelinkData writes', () => {
    const data = encodeDelinkData({ vin: 'WF0NXXGCHNRC98765', name: 'Éclair ✓' });
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseDelinkData(data)).toEqual({ ok: true, link: { vin: 'WF0NXXGCHNRC98765', name: 'Éclair ✓' } });
  });

  it('refuses what is not base64url', () => {
    for (const bad of [
      '',
      'abc$def',
      'eyJ2aW4i+/',
      'a',
      'abcde',
      `${b64url('{"vin":"WF0FXXWPMFPT45678"}')}%`,
      'x'.repeat(2000),
    ]) {
      expect(parseDelinkData(bad)).toEqual({ ok: false, reason: 'encoding' });
    }
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(parseDelinkData(Buffer.from([0xff, 0xfe, 0x7b, 0x7d]).toString('base64url'))).toEqual({
      ok: false,
      reason: 'encoding',
    });
  });

  it('refuses what is not a JSON object', () => {
    for (const bad of [
      '{"vin":',
      'WF0FXXWPMFPT45678',
      '["WF0FXXWPMFPT45678"]',
      'null',
      '"WF0FXXWPMFPT45678"',
      '{"vin":"WF0FXXWPMFPT45678","name":42}',
    ]) {
      expect(parseDelinkData(b64url(bad))).toEqual({ ok: false, reason: 'json' });
    }
  });

  it('refuses a missing or wrong VIN: 17 characters, without I, O or Q, in capitals', () => {
    for (const bad of [
      '{}',
      '{"name":"Puma"}',
      '{"vin":17}',
      '{"vin":"WF0FXXWPMFPT4567"}',
      '{"vin":"WF0FXXWPMFPT456789"}',
      '{"vin":"WF0FXXWPMFPI45678"}',
      '{"vin":"WF0FXXWPMFPO45678"}',
      '{"vin":"WF0FXXWPMFPQ45678"}',
      '{"vin":"wf0fxxwpmfpt45678"}',
      '{"vin":" WF0FXXWPMFPT45678"}',
    ]) {
      expect(parseDelinkData(b64url(bad))).toEqual({ ok: false, reason: 'vin' });
    }
  });

  it('keeps a long name short', () => {
    const parsed = parseDelinkData(b64url(JSON.stringify({ vin: 'WF0FXXWPMFPT45678', name: 'x'.repeat(500) })));
    expect(parsed.ok && parsed.link.name?.length).toBe(80);
  });
});
