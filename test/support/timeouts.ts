/**
 * The time a hook may take to start the service with its provider and sign owners in. Jest's default (5 s) is near
 * what that takes on a cold cache on a slow two-core machine; a hook that needs more than this is broken, not slow.
 */
export const SERVICE_START_TIMEOUT_MS = 60_000;
