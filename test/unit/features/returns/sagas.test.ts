import type { UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { booked, context, created, fail, fakeReturnsApi, ok, order, pdf } from './fixtures';
import { createReturn, createErrorKey, loadOrder } from '../../../../src/features/returns/sagas/create-return';
import { downloadLabel, downloadPackingSlip } from '../../../../src/features/returns/sagas/documents';
import {
  bookDropOff,
  bookingErrorKey,
  cancelDropOff,
  changeDropOffDate,
  loadPreferredDealer,
  searchDealers,
} from '../../../../src/features/returns/sagas/drop-off';
import { lookUpGuestOrder, lookupErrorKey } from '../../../../src/features/returns/sagas/guest-lookup';
import { loadReturn } from '../../../../src/features/returns/sagas/load-return';
import { uploadPhoto } from '../../../../src/features/returns/sagas/upload-photo';
import type { ReturnsServices } from '../../../../src/features/returns/services';
import {
  bookingCancelRequested,
  bookingDateChangeRequested,
  bookingRequested,
  createRequested,
  dealerSearchRequested,
  guestExpired,
  guestLookedUp,
  guestLookupRequested,
  labelRequested,
  orderRequested,
  photoProgress,
  photoUploadRequested,
  preferredDealerRequested,
  returnLoaded,
  returnRequested,
  returns,
  selectReturns,
  slipRequested,
  type ReturnsState,
} from '../../../../src/features/returns/slice';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { scriptWanted } from '../../../../src/lib/events/analytics';
import { fakeBotCheck, runSaga, withScripts } from '../../../support/saga';

const guest = { identifier: 'US-900101', accessCode: 'G-1' };
const body = {
  orderNo: 'US-300498',
  method: 'mail' as const,
  items: [{ line: 1, quantity: 1, reason: 'DAMAGED' }] as [{ line: number; quantity: number; reason: string }],
};

async function run(
  saga: Saga,
  action: UnknownAction | undefined,
  services: ReturnsServices,
  before: UnknownAction[] = [],
  scripts: 'loaded' | 'unavailable' = 'loaded',
) {
  // The consent feature's answer to the scripts asked for (the guest look-up's bot-check).
  const r = await runSaga({ slices: [returns], context: services, saga: withScripts(saga, scripts), action, before });
  return { state: selectReturns(r.state as { returns: ReturnsState }), seen: r.seen };
}
const types = (seen: UnknownAction[]) => seen.map((a) => a.type);

describe('loading the order of a return', () => {
  it("loads the owner's order", async () => {
    const { api, asked } = fakeReturnsApi();
    const { state } = await run(loadOrder, orderRequested('US-300498'), context(api).services);
    expect(asked).toEqual(['orderDetails US-300498']);
    expect(state.order).toEqual({ status: 'loaded', order });
  });

  it("a 404 (unknown, or another owner's order) is not found; any other failure is a failure", async () => {
    const notFound = await run(
      loadOrder,
      orderRequested('US-1'),
      context(fakeReturnsApi({ orderDetails: async () => fail(404) }).api).services,
    );
    expect(notFound.state.order.status).toBe('notFound');
    const down = await run(
      loadOrder,
      orderRequested('US-1'),
      context(fakeReturnsApi({ orderDetails: async () => fail(503) }).api).services,
    );
    expect(down.state.order.status).toBe('failed');
  });
});

describe('creating a return', () => {
  it("an owner's return is created and kept for the screen to move on", async () => {
    const { api, asked } = fakeReturnsApi();
    const { state } = await run(createReturn, createRequested({ body }), context(api).services);
    expect(asked).toEqual(['createReturn mail owner']);
    expect(state.create).toEqual({ status: 'created', error: null, created });
  });

  it.each([
    [400, 'returns.create.refused'],
    [500, 'returns.create.failed'],
    [0, 'returns.create.failed'],
  ])('a %i says %s', async (status, key) => {
    const { api } = fakeReturnsApi({ createReturn: async () => fail(status) });
    const { state } = await run(createReturn, createRequested({ body }), context(api).services);
    expect(state.create).toEqual({ status: 'failed', error: key, created: null });
    expect(createErrorKey(status)).toBe(key);
  });

  it("an owner's 401 starts sign-in (through callApi) and leaves no failure behind", async () => {
    const { api } = fakeReturnsApi({ createReturn: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { state, seen } = await run(createReturn, createRequested({ body }), context(api).services);
    expect(types(seen)).toContain(sessionExpired.type);
    expect(state.create.status).toBe('idle');
  });

  it('a guest sends their authorization; their 401 brings them back to step 1, never to sign-in', async () => {
    const { api, asked } = fakeReturnsApi({
      createReturn: async (_b, g) => {
        asked.push(`as ${g?.identifier}`);
        return { kind: 'unauthorized', signIn: true };
      },
    });
    const before = [guestLookedUp({ order, authorization: guest })];
    const { state, seen } = await run(createReturn, createRequested({ body, guest }), context(api).services, before);
    expect(asked).toEqual(['as US-900101']);
    expect(types(seen)).toContain(guestExpired.type);
    expect(types(seen)).not.toContain(sessionExpired.type);
    expect(state.guest).toMatchObject({ step: 'lookup', authorization: null, notice: 'returns.lookup.expired' });
  });

  it("a guest's created return moves them to step 3", async () => {
    const { api } = fakeReturnsApi();
    const { state } = await run(createReturn, createRequested({ body, guest }), context(api).services, [
      guestLookedUp({ order, authorization: guest }),
    ]);
    expect(state.guest.step).toBe('complete');
  });
});

describe('loading a return', () => {
  it('a mail return without a label: the stored-label call answers 404, nothing is said', async () => {
    const { api, asked } = fakeReturnsApi();
    const { state } = await run(loadReturn, returnRequested({ returnId: 'R-1001' }), context(api).services);
    expect(asked).toEqual(['returnDetails R-1001 owner', 'cachedReturnLabel R-1001']);
    expect(state.current).toMatchObject({ status: 'loaded', value: created });
    expect(state.label.createdAt).toBeNull();
  });

  it('a stored label is found: its date is shown', async () => {
    const { api } = fakeReturnsApi({ cachedReturnLabel: async () => ok(pdf(true)) });
    const { state } = await run(loadReturn, returnRequested({ returnId: 'R-1001' }), context(api).services);
    expect(state.label.createdAt).toBe('2026-11-23T10:05:00Z');
  });

  it('a dealer return has no label to look for', async () => {
    const { api, asked } = fakeReturnsApi({
      returnDetails: async () => ok({ return: { ...created, method: 'dealer' as const } }),
    });
    await run(loadReturn, returnRequested({ returnId: 'R-1001' }), context(api).services);
    expect(asked).toEqual([]);
  });

  it('404 is not found, other failures failed; a guest loads with their authorization', async () => {
    const missing = await run(
      loadReturn,
      returnRequested({ returnId: 'R-9' }),
      context(fakeReturnsApi({ returnDetails: async () => fail(404) }).api).services,
    );
    expect(missing.state.current.status).toBe('notFound');
    const down = await run(
      loadReturn,
      returnRequested({ returnId: 'R-9' }),
      context(fakeReturnsApi({ returnDetails: async () => fail(500) }).api).services,
    );
    expect(down.state.current.status).toBe('failed');
    const { api, asked } = fakeReturnsApi();
    await run(loadReturn, returnRequested({ returnId: 'R-1001', guest }), context(api).services);
    expect(asked[0]).toBe('returnDetails R-1001 guest');
  });
});

describe('documents', () => {
  it('the label is saved as a download; the second time it is the stored one and the page says so', async () => {
    const first = context(fakeReturnsApi().api);
    const made = await run(downloadLabel, labelRequested({ returnId: 'R-1001' }), first.services);
    expect(first.saved.map((d) => d.fileName)).toEqual(['return-label-R-1001.pdf']);
    expect(made.state.label).toEqual({ status: 'idle', createdAt: '2026-11-23T10:05:00Z', cached: false });
    const again = context(fakeReturnsApi({ returnLabel: async () => ok(pdf(true)) }).api);
    const stored = await run(downloadLabel, labelRequested({ returnId: 'R-1001' }), again.services);
    expect(stored.state.label.cached).toBe(true);
  });

  it('a failed label or packing slip saves nothing and says so', async () => {
    const label = context(fakeReturnsApi({ returnLabel: async () => fail(500) }).api);
    expect((await run(downloadLabel, labelRequested({ returnId: 'R-1001' }), label.services)).state.label.status).toBe(
      'failed',
    );
    expect(label.saved).toEqual([]);
    const slip = context(fakeReturnsApi({ packingSlip: async () => fail(404) }).api);
    expect(
      (await run(downloadPackingSlip, slipRequested({ returnId: 'R-1001' }), slip.services)).state.slip.status,
    ).toBe('failed');
    expect(slip.saved).toEqual([]);
  });

  it('the packing slip is saved', async () => {
    const c = context(fakeReturnsApi().api);
    const { state } = await run(downloadPackingSlip, slipRequested({ returnId: 'R-1001', guest }), c.services);
    expect(c.saved.map((d) => d.fileName)).toEqual(['packing-slip.pdf']);
    expect(state.slip.status).toBe('idle');
  });
});

describe('the photo upload', () => {
  const photo = photoUploadRequested({
    returnId: 'R-1001',
    body: { fileName: 'box.png', contentType: 'image/png', data: 'iVBO' },
  });

  it("reports progress, then done (100) with the photo listed, sending the owner's token", async () => {
    const withPhoto = {
      ...created,
      photos: [{ photoId: 1, fileName: 'box.png', size: 68, uploadedAt: '2026-11-23T10:06:00Z' }],
    };
    let token: string | null | undefined;
    const { services } = context(fakeReturnsApi().api, {
      uploadPhoto: async (u) => {
        token = u.token;
        u.onProgress(10);
        u.onProgress(55);
        u.onProgress(99);
        return ok({ return: withPhoto });
      },
    });
    const { state, seen } = await run(uploadPhoto, photo, services, [returnLoaded(created)]);
    expect(token).toBe('owner-token');
    expect(
      seen.filter((a) => a.type === photoProgress.type).map((a) => (a as ReturnType<typeof photoProgress>).payload),
    ).toEqual([10, 55, 99]);
    expect(state.photo).toEqual({ status: 'done', progress: 100, error: null });
    expect(state.current.value?.photos.map((p) => p.fileName)).toEqual(['box.png']);
  });

  it.each([
    [400, 'returns.upload.refused'],
    [409, 'returns.upload.tooMany'],
    [0, 'returns.upload.failed'],
  ])('a %i fails with %s, progress short of done', async (status, key) => {
    const { services } = context(fakeReturnsApi().api, {
      uploadPhoto: async (u) => {
        u.onProgress(40);
        return fail(status);
      },
    });
    const { state } = await run(uploadPhoto, photo, services);
    expect(state.photo).toEqual({ status: 'failed', progress: 40, error: key });
  });

  it('a thrown upload is a failure, not a crash', async () => {
    const { services } = context(fakeReturnsApi().api, {
      uploadPhoto: async () => {
        throw new Error('bug');
      },
    });
    expect((await run(uploadPhoto, photo, services)).state.photo.status).toBe('failed');
  });

  it('a guest sends their authorization, no token; their 401 brings them back to step 1', async () => {
    let sent: unknown;
    const { services } = context(fakeReturnsApi().api, {
      uploadPhoto: async (u) => {
        sent = { token: u.token, guest: u.guest };
        return { kind: 'unauthorized', signIn: true };
      },
    });
    const action = photoUploadRequested({ ...photo.payload, guest });
    const { seen } = await run(uploadPhoto, action, services);
    expect(sent).toEqual({ token: null, guest });
    expect(types(seen)).toContain(guestExpired.type);
    expect(types(seen)).not.toContain(sessionExpired.type);
  });

  it("an owner's 401 starts sign-in", async () => {
    const { services } = context(fakeReturnsApi().api, {
      uploadPhoto: async () => ({ kind: 'unauthorized', signIn: true }),
    });
    expect(types((await run(uploadPhoto, photo, services)).seen)).toContain(sessionExpired.type);
  });
});

describe('the drop-off at a dealer', () => {
  it('the preferred dealer is read by code and id, then its details', async () => {
    const { api, asked } = fakeReturnsApi();
    const { state } = await run(loadPreferredDealer, preferredDealerRequested(), context(api).services);
    expect(asked).toEqual(['preferredDealer', 'dealerDetails 30115/US-30115']);
    expect(state.dropOff.preferred).toEqual({
      status: 'loaded',
      dealer: { dealerCode: 'US-30115', name: 'Dearborn Motors', address: '2 Oak Ave, 48120 Dearborn' },
    });
  });

  it('no preferred dealer is none, not a failure; a failed details call is a failure', async () => {
    const none = fakeReturnsApi({ preferredDealer: async () => ok({ dealerCode: null, dealerId: null }) });
    expect(
      (await run(loadPreferredDealer, preferredDealerRequested(), context(none.api).services)).state.dropOff.preferred,
    ).toEqual({ status: 'loaded', dealer: null });
    expect(none.asked).toEqual([]);
    const broken = fakeReturnsApi({ dealerDetails: async () => ({ kind: 'error', status: 503, message: 'down' }) });
    expect(
      (await run(loadPreferredDealer, preferredDealerRequested(), context(broken.api).services)).state.dropOff.preferred
        .status,
    ).toBe('failed');
  });

  it('searches dealers; a failed search says so', async () => {
    const { api, asked } = fakeReturnsApi();
    const found = await run(searchDealers, dealerSearchRequested('Lakeside'), context(api).services);
    expect(asked).toEqual(['dealerSearch Lakeside']);
    expect(found.state.dropOff.search.results.map((d) => d.name)).toEqual(['Lakeside Ford']);
    const down = await run(
      searchDealers,
      dealerSearchRequested('x'),
      context(fakeReturnsApi({ dealerSearch: async () => ({ kind: 'error', status: 500, message: 'x' }) }).api)
        .services,
    );
    expect(down.state.dropOff.search.status).toBe('failed');
  });

  it('booking: the return shows the booking and the drop-off reference (the cancel code)', async () => {
    const { api } = fakeReturnsApi();
    const { state } = await run(
      bookDropOff,
      bookingRequested({ returnId: 'R-1001', dealerCode: 'US-30115', date: '2026-11-30' }),
      context(api).services,
      [returnLoaded({ ...created, method: 'dealer' })],
    );
    expect(state.current.value).toMatchObject({ status: 'DROP_OFF_BOOKED', booking: booked.booking });
    expect(state.dropOff.reference).toBe('X7K2-93PQ');
  });

  it.each([
    [400, 'returns.booking.refused'],
    [409, 'returns.booking.exists'],
    [500, 'returns.booking.failed'],
  ])('a refused booking (%i) says %s', async (status, key) => {
    const { api } = fakeReturnsApi({ createBooking: async () => fail(status) });
    const { state } = await run(
      bookDropOff,
      bookingRequested({ returnId: 'R-1001', dealerCode: 'US-30115', date: '2026-11-30' }),
      context(api).services,
    );
    expect(state.dropOff.booking).toEqual({ status: 'failed', error: key });
    expect(bookingErrorKey(status)).toBe(key);
  });

  it('changing the date updates the booking; a failure keeps the old one', async () => {
    const before = [returnLoaded({ ...created, method: 'dealer', status: 'DROP_OFF_BOOKED', booking: booked.booking })];
    const moved = await run(
      changeDropOffDate,
      bookingDateChangeRequested({ bookingId: 'B-7', date: '2026-12-02' }),
      context(fakeReturnsApi().api).services,
      before,
    );
    expect(moved.state.current.value?.booking?.date).toBe('2026-12-02');
    const refused = await run(
      changeDropOffDate,
      bookingDateChangeRequested({ bookingId: 'B-7', date: '2027-03-01' }),
      context(fakeReturnsApi({ updateBooking: async () => fail(400) }).api).services,
      before,
    );
    expect(refused.state.current.value?.booking?.date).toBe('2026-11-30');
    expect(refused.state.dropOff.booking.error).toBe('returns.booking.refused');
  });

  it('cancelling: the return is open again with no booking; a failure keeps the booking', async () => {
    const before = [returnLoaded({ ...created, method: 'dealer', status: 'DROP_OFF_BOOKED', booking: booked.booking })];
    const { api, asked } = fakeReturnsApi();
    const gone = await run(cancelDropOff, bookingCancelRequested('B-7'), context(api).services, before);
    expect(asked).toEqual(['deleteBooking B-7']);
    expect(gone.state.current.value).toMatchObject({ status: 'OPEN', booking: null });
    const kept = await run(
      cancelDropOff,
      bookingCancelRequested('B-7'),
      context(fakeReturnsApi({ deleteBooking: async () => fail(500) }).api).services,
      before,
    );
    expect(kept.state.current.value?.booking?.bookingId).toBe('B-7');
    expect(kept.state.dropOff.cancel.status).toBe('failed');
  });
});

describe('the guest look-up', () => {
  it('finds the order (details trimmed) and keeps its authorization in memory for the next steps', async () => {
    const { api, asked } = fakeReturnsApi();
    const { state } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: ' US-900101 ', email: 'guest.us@example.com ' }),
      context(api).services,
    );
    expect(asked).toEqual(['guestLookup US-900101 guest.us@example.com token bot-token-1']);
    expect(state.guest).toMatchObject({
      step: 'choose',
      authorization: { identifier: 'US-900101', accessCode: 'G-1' },
    });
    expect(state.order.order?.orderNo).toBe('US-300498');
  });

  it('asks for the bot-check script first (spec 001 §7), and goes without a token where there is none', async () => {
    const botCheck = fakeBotCheck('tok-9');
    const found = fakeReturnsApi();
    const { seen } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'guest.us@example.com' }),
      context(found.api, { botCheck }).services,
    );
    expect(seen.find((a) => scriptWanted.match(a))?.payload).toBe('botCheck');
    expect(botCheck.asked).toEqual(['guest_return_lookup']);
    expect(found.asked).toEqual(['guestLookup US-900101 guest.us@example.com token tok-9']);
    const without = fakeReturnsApi();
    await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'guest.us@example.com' }),
      context(without.api).services,
      [],
      'unavailable',
    );
    expect(without.asked).toEqual(['guestLookup US-900101 guest.us@example.com']);
  });

  it.each([
    [404, 'returns.lookup.notFound'],
    [429, 'returns.lookup.tooMany'],
    [500, 'returns.lookup.failed'],
  ])('a %i says %s and keeps what was typed', async (status, key) => {
    const { api } = fakeReturnsApi({ guestLookup: async () => fail(status) });
    const { state, seen } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'wrong@example.com' }),
      context(api).services,
    );
    expect(state.guest).toMatchObject({
      step: 'lookup',
      lookup: { status: 'failed', error: key },
      details: { orderNo: 'US-900101', email: 'wrong@example.com' },
    });
    expect(lookupErrorKey(status)).toBe(key);
    expect(types(seen)).not.toContain(sessionExpired.type);
  });
});
