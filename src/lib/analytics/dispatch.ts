import { buildEvent, type AnalyticsEvent, type EventDefinition } from './events';
import type { AnalyticsContext } from './shortcodes';

/** Where events go: e.g. the analytics script's global once it has loaded. */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

/** Events kept while the analytics script loads; beyond this the oldest go first. */
export const QUEUE_LIMIT = 20;

type Log = (message: string, detail?: Record<string, unknown>) => void;

/**
 * The one place events leave the app. Analytics never breaks a screen (spec 002 §8): every failure is logged
 * and swallowed. Nothing is sent, or kept, without cookie consent.
 */
export function createAnalytics(opts: {
  events: Record<string, EventDefinition>;
  consented: () => boolean;
  sink: () => AnalyticsSink | null;
  log: Log;
}): {
  track(eventId: string, ctx: AnalyticsContext): void;
  /** Sends what waited for the analytics script, once it has loaded. */
  flush(): void;
} {
  const { events, consented, sink, log } = opts;
  const queue: AnalyticsEvent[] = [];

  const send = (target: AnalyticsSink, event: AnalyticsEvent) => {
    try {
      target.send(event);
    } catch (error) {
      log('analytics failed', {
        event: event.eventName,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return {
    flush() {
      const target = sink();
      if (!target || !consented()) return;
      for (const queued of queue.splice(0)) send(target, queued);
    },
    track(eventId, ctx) {
      try {
        // A market may have removed the event (an override with null): tracking it is then a no-op.
        if (!Object.hasOwn(events, eventId)) return;
        // Without consent nothing leaves; what was queued under an earlier consent goes too.
        if (!consented()) {
          queue.length = 0;
          return;
        }
        // Built now: the context is the one of the moment the event happened, not of the flush.
        const event = buildEvent(events[eventId] as EventDefinition, ctx, log);
        const target = sink();
        if (!target) {
          queue.push(event);
          if (queue.length > QUEUE_LIMIT) queue.shift();
          return;
        }
        for (const queued of queue.splice(0)) send(target, queued);
        send(target, event);
      } catch (error) {
        log('analytics failed', { event: eventId, error: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
