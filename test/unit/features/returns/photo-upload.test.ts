import { created } from './fixtures';
import {
  createPhotoUploader,
  photoProblem,
  toBase64,
  type UploadRequest,
} from '../../../../src/features/returns/photo-upload';
import { market } from '../../../support/api-fakes';
import { fixtureOrders } from '../../../support/fixture-markets';

// The photo rules and the progress range come from the orders table, handed in: the fixture's here
// (png and jpeg up to 1000 bytes; progress from 5, capped at 95).
const rules = fixtureOrders.returnPhoto;

/** A stand-in XMLHttpRequest: the test drives its upload progress and its answer. */
class FakeXhr implements UploadRequest {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: string | null = null;
  status = 0;
  responseText = '';
  upload: UploadRequest['upload'] = { onprogress: null };
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(
      this as unknown as XMLHttpRequest,
      { loaded, total, lengthComputable: true } as ProgressEvent,
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.call(this as unknown as XMLHttpRequest, {} as ProgressEvent);
  }
}

const m = market('product/en-us');
const body = { fileName: 'box.png', contentType: 'image/png', data: 'iVBORw0KGgo=' };

function start(
  options: { token?: string | null; guest?: { identifier: string; accessCode: string }; signIn?: boolean } = {},
) {
  const xhr = new FakeXhr();
  const seen: number[] = [];
  const result = createPhotoUploader(
    m,
    () => xhr,
    options.signIn ?? true,
    rules.progress,
  )({ returnId: 'R-1001', body, onProgress: (p) => seen.push(p), ...options });
  return { xhr, seen, result };
}

describe('the photo uploader (XMLHttpRequest, for upload progress)', () => {
  it("posts the JSON body to the photos path with the client's headers and the owner's token", () => {
    const { xhr } = start({ token: 'tok' });
    expect(xhr.opened).toEqual(['POST', `${m.serviceUrl.replace(/\/+$/, '')}/owner/api/v2/returns/R-1001/photos`]);
    expect(xhr.headers).toEqual({
      'consumer-key': m.consumerKey,
      accept: 'application/json',
      'content-type': 'application/json',
      'auth-token': 'tok',
    });
    expect(JSON.parse(xhr.sent ?? '')).toEqual(body);
  });

  it('a guest sends the identifier and Access-Code headers and no token', () => {
    const { xhr } = start({ guest: { identifier: 'US-900101', accessCode: 'G-1' } });
    expect(xhr.headers).toMatchObject({ identifier: 'US-900101', 'Access-Code': 'G-1' });
    expect(xhr.headers['auth-token']).toBeUndefined();
  });

  it("says the table's start (5) at once, never more than its cap (95) from the bytes alone, and never goes back", async () => {
    const { xhr, seen, result } = start({ token: 't' });
    expect(seen).toEqual([5]);
    xhr.progress(0, 1000);
    xhr.progress(500, 1000);
    xhr.progress(100, 1000); // late, smaller: ignored
    xhr.progress(1000, 1000);
    expect(seen.every((p) => p >= 5 && p <= 95)).toBe(true);
    expect(seen).toEqual([5, 5, 50, 50, 95]);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    xhr.answer(200, { return: created });
    await expect(result).resolves.toEqual({ kind: 'ok', status: 200, data: { return: created } });
    // 100 is the caller's to say, once this answer is in: the uploader itself never reports it.
    expect(seen).not.toContain(100);
  });

  it("a refusal is an error with the service's message; a 401 is unauthorized; a network failure is status 0", async () => {
    const refused = start({ token: 't' });
    refused.xhr.answer(400, { statusCode: 400, error: 'Bad Request', message: 'too large' });
    await expect(refused.result).resolves.toEqual({ kind: 'error', status: 400, message: 'too large' });
    const expired = start({ token: 't' });
    expired.xhr.answer(401, {});
    await expect(expired.result).resolves.toEqual({ kind: 'unauthorized', signIn: true });
    // In webview the client's decision for this endpoint may be not to sign in: the result carries it.
    const inApp = start({ token: 't', signIn: false });
    inApp.xhr.answer(401, {});
    await expect(inApp.result).resolves.toEqual({ kind: 'unauthorized', signIn: false });
    const broken = start({ token: 't' });
    broken.xhr.onerror?.call(broken.xhr as unknown as XMLHttpRequest, {} as ProgressEvent);
    await expect(broken.result).resolves.toEqual({ kind: 'error', status: 0, message: 'network error' });
  });
});

describe('before sending', () => {
  it.each([
    [{ type: 'image/png', size: 68 }, null],
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/jpeg', size: 1001 }, 'size'],
    [{ type: 'application/pdf', size: 10 }, 'type'],
    [{ type: 'image/webp', size: 10 }, 'type'],
  ])('%j → %s', (file, problem) => {
    expect(photoProblem(file, rules)).toBe(problem);
  });

  it('takes other rules when given them', () => {
    const other = { maxBytes: 10, contentTypes: ['image/webp'] as [string], progress: { from: 1, cap: 2 } };
    expect([
      photoProblem({ type: 'image/webp', size: 10 }, other),
      photoProblem({ type: 'image/webp', size: 11 }, other),
      photoProblem({ type: 'image/png', size: 1 }, other),
    ]).toEqual([null, 'size', 'type']);
  });

  it('base64 of bytes, also past one slice', () => {
    expect(toBase64(new Uint8Array([137, 80, 78, 71]))).toBe('iVBORw==');
    const big = new Uint8Array(0x8000 * 2 + 3).fill(65);
    expect(Buffer.from(toBase64(big), 'base64').equals(Buffer.from(big))).toBe(true);
  });
});
