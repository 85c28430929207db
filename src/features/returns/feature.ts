import { takeLatest, takeLeading } from 'redux-saga/effects';
import { createReturnsApi } from './api';
import { todayUtc } from './components/drop-off-today';
import { createPhotoUploader } from './photo-upload';
import { createReturn, loadOrder } from './sagas/create-return';
import { downloadLabel, downloadPackingSlip } from './sagas/documents';
import { bookDropOff, cancelDropOff, changeDropOffDate, loadPreferredDealer, searchDealers } from './sagas/drop-off';
import { lookUpGuestOrder } from './sagas/guest-lookup';
import { loadReturn } from './sagas/load-return';
import { uploadPhoto } from './sagas/upload-photo';
import type { ReturnsServices } from './services';
import {
  bookingCancelRequested,
  bookingDateChangeRequested,
  bookingRequested,
  createRequested,
  dealerSearchRequested,
  guestLookupRequested,
  labelRequested,
  orderRequested,
  photoUploadRequested,
  preferredDealerRequested,
  returnRequested,
  returns,
  slipRequested,
} from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';
import { saveDocument } from '../../lib/orders/document-file';
import { browserBotCheck } from '../../lib/scripts/bot-check';

type Deps = { client: ApiClient; market: Market; tables: SiteTables };
// auth, webview and log are boot's own services, already in the saga context.
type Built = Omit<ReturnsServices, keyof CoreServices | 'auth'>;

function* watchReturns() {
  yield takeLatest(orderRequested.type, loadOrder);
  // takeLeading: a second click while a call is in flight is ignored.
  yield takeLeading(createRequested.type, createReturn);
  yield takeLatest(returnRequested.type, loadReturn);
  yield takeLeading(labelRequested.type, downloadLabel);
  yield takeLeading(slipRequested.type, downloadPackingSlip);
  yield takeLeading(photoUploadRequested.type, uploadPhoto);
  yield takeLatest(preferredDealerRequested.type, loadPreferredDealer);
  yield takeLatest(dealerSearchRequested.type, searchDealers);
  yield takeLeading(bookingRequested.type, bookDropOff);
  yield takeLeading(bookingDateChangeRequested.type, changeDropOffDate);
  yield takeLeading(bookingCancelRequested.type, cancelDropOff);
  yield takeLeading(guestLookupRequested.type, lookUpGuestOrder);
}

/** Returns of accessory, charger and parts orders: create, drop off at a dealer, complete (label, packing slip, photos); owners and guests. */
export const returnsFeature = {
  name: 'returns',
  slices: [returns] as const,
  sagas: [watchReturns],
  services: ({ client, market, tables }: Deps): Built => ({
    returnsApi: createReturnsApi(client, market, tables.site.formats.addressFormats),
    uploadPhoto: createPhotoUploader(
      market,
      () => new XMLHttpRequest(),
      client.shouldSignIn('uploadReturnPhoto'),
      tables.orders.returnPhoto.progress,
    ),
    saveDocument: (doc) => saveDocument(doc),
    today: todayUtc,
    botCheck: browserBotCheck(globalThis as { ownerBotCheck?: unknown }),
  }),
} satisfies Feature<Deps, Built>;
