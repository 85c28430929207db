import { createTermsApi } from '../../../../src/features/terms/api';
import {
  currentAcceptance,
  earlierAcceptances,
  outstandingDocuments,
} from '../../../../src/features/terms/outstanding';
import { acceptDocuments, loadConsents } from '../../../../src/features/terms/sagas/terms';
import {
  acceptRequested,
  consentsLoaded,
  consentsRequested,
  termsSlice,
  type TermsState,
} from '../../../../src/features/terms/slice';
import { bundles } from '../../../../src/generated/content';
import { site } from '../../../../src/generated/site';
import type { TermsConsent } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { runSaga } from '../../../support/saga';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

const documents = [
  { id: 'termsOfUse', version: '2026.11', publishedOn: '2026-11-16', href: 'https://terms.example/' },
  { id: 'privacyNotice', version: '2026.06', publishedOn: '2026-06-01', href: 'https://privacy.example/' },
];
const old: TermsConsent = { documentId: 'termsOfUse', version: '2025.03', acceptedAt: '2025-03-10T09:00:00.000Z' };
const privacy: TermsConsent = {
  documentId: 'privacyNotice',
  version: '2026.06',
  acceptedAt: '2026-06-12T09:00:00.000Z',
};
const current: TermsConsent = { documentId: 'termsOfUse', version: '2026.11', acceptedAt: '2026-11-28T10:00:00.000Z' };

it('asks for a document whose current version is not accepted; an earlier version does not count', () => {
  expect(outstandingDocuments(documents, [old, privacy]).map((d) => d.id)).toEqual(['termsOfUse']);
  expect(outstandingDocuments(documents, [current, old, privacy])).toEqual([]);
  expect(outstandingDocuments(documents, []).map((d) => d.id)).toEqual(['termsOfUse', 'privacyNotice']);
});

it('tells the current acceptance from the earlier ones', () => {
  expect(currentAcceptance(documents[0]!, [current, old])).toEqual(current);
  expect(earlierAcceptances(documents[0]!, [current, old, privacy])).toEqual([old]);
  expect(currentAcceptance(documents[0]!, [old])).toBeNull();
});

async function accept(answers: Answers, from: 'dialog' | 'page', ids = ['termsOfUse']) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [termsSlice],
    context: { termsApi: createTermsApi(client), webview: false, log: () => undefined },
    saga: acceptDocuments as never,
    action: acceptRequested({
      documents: documents.filter((d) => ids.includes(d.id)).map((d) => ({ id: d.id, version: d.version })),
      from,
    }) as never,
    before: [consentsLoaded([old, privacy])] as never,
  });
  return { client, state: r.state.terms as TermsState, seen: r.seen.map((a) => a.type) };
}

it('sends the current version and keeps the answer; the dialog thanks in the banner, the page in place', async () => {
  const answer = ok({ consents: [current, old, privacy] });
  const fromDialog = await accept({ acceptTerms: answer } as Answers, 'dialog');
  expect(fromDialog.client.callsOf('acceptTerms').map((c) => c.options)).toEqual([
    { body: { documentId: 'termsOfUse', version: '2026.11' } },
  ]);
  expect(fromDialog.state.consents).toEqual([current, old, privacy]);
  expect(fromDialog.state.accept.status).toBe('saved');
  expect(fromDialog.seen).toContain('shell/notify');
  const fromPage = await accept({ acceptTerms: answer } as Answers, 'page');
  expect(fromPage.seen).not.toContain('shell/notify');
});

it('a refusal says so and keeps what was accepted before it', async () => {
  const { state } = await accept({ acceptTerms: failed(409, 'not the current version') } as Answers, 'dialog');
  expect(state.accept.status).toBe('failed');
  expect(state.consents).toEqual([old, privacy]);
});

it('has the words of every document of site.json terms in every language', () => {
  for (const [language, texts] of Object.entries(bundles))
    for (const { id } of site.terms.documents)
      for (const part of ['title', 'changes']) {
        const key = `terms.doc.${id}.${part}`;
        expect([language, key, typeof ({ ...bundles.en, ...texts } as Record<string, string>)[key]]).toEqual([
          language,
          key,
          'string',
        ]);
      }
});

it("marks the dialog's own check of the acceptances as the page's, not the owner's, when it is refused", async () => {
  const load = async (background?: boolean) => {
    const r = await runSaga({
      slices: [termsSlice],
      context: {
        termsApi: createTermsApi(
          testClient({ termsConsents: () => ({ kind: 'unauthorized', signIn: true }) } as Answers),
        ),
        webview: false,
      },
      saga: loadConsents as never,
      action: consentsRequested(background === undefined ? undefined : { background }) as never,
    });
    return r.seen.filter((a) => a.type === sessionExpired.type).map((a) => a.payload);
  };
  expect(await load(true)).toEqual([{ log: 'User Timeout', background: true }]);
  expect(await load()).toEqual([{ log: 'User Timeout' }]);
});
