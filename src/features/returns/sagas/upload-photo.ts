import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import type { ReturnResponse } from '../../../generated/types/api/owner';
import { sessionExpired, USER_TIMEOUT } from '../../../lib/auth/session-events';
import type { TextKey } from '../../../lib/texts/text-key';
import { service } from '../services';
import { guestExpired, photoFailed, photoProgress, type photoUploadRequested, photoUploaded } from '../slice';

type Event = { progress: number } | { result: ApiResult<ReturnResponse> };

/** The text key of a failed upload: 400 wrong type or too large, 409 too many photos, else try again. */
export function photoErrorKey(status: number): TextKey {
  if (status === 400) return 'returns.upload.refused';
  if (status === 409) return 'returns.upload.tooMany';
  return 'returns.upload.failed';
}

/**
 * The photo goes out by XMLHttpRequest (upload progress); its progress events come back through a channel, so the
 * bar moves 10..99 while bytes leave and says done (100) only once the service has answered.
 */
export function* uploadPhoto({ payload }: ReturnType<typeof photoUploadRequested>) {
  const upload = yield* service('uploadPhoto');
  const { returnId, body, guest } = payload;
  let token: string | null = null;
  if (!guest) {
    const auth = yield* service('auth');
    token = (yield call([auth, auth.accessToken])) as string | null;
  }
  const channel: EventChannel<Event> = eventChannel((emit) => {
    upload({ returnId, body, token, guest, onProgress: (progress) => emit({ progress }) })
      .then(
        (result) => emit({ result }),
        (e: unknown) => emit({ result: { kind: 'error', status: 0, message: String(e) } }),
      )
      .finally(() => emit(END));
    return () => undefined;
    // Buffered: the uploader says 10 as it starts, before the first take below.
  }, buffers.expanding<Event>());
  try {
    for (;;) {
      const event = (yield take(channel)) as Event;
      if ('progress' in event) {
        yield put(photoProgress(event.progress));
        continue;
      }
      const { result } = event;
      if (result.kind === 'ok') yield put(photoUploaded(result.data.return));
      else if (result.kind === 'error') yield put(photoFailed(photoErrorKey(result.status)));
      else {
        yield put(photoFailed('returns.upload.failed'));
        if (guest) yield put(guestExpired());
        // The one 401 rule, as callApi applies it: this call does not go through callApi.
        else if (result.signIn) yield put(sessionExpired({ log: USER_TIMEOUT }));
      }
      return;
    }
  } finally {
    channel.close();
  }
}
