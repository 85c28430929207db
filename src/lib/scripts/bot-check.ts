import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, fork, join, put, take, type TakeEffect } from 'redux-saga/effects';
import type { ScriptKind } from './loader';
import { scriptLoaded, scriptUnavailable, scriptWanted } from '../events/analytics';
import { serviceGetter } from '../feature';

/**
 * What the bot-check script (the market's scripts.botCheck, a separate service) offers the page once it has run: it
 * registers itself as window.ownerBotCheck, and execute(action) answers a token for one submit, which the form sends
 * along for the gateway to check with the service.
 */
export interface BotCheckApp {
  execute(action: string): Promise<string>;
}

declare global {
  interface Window {
    ownerBotCheck?: BotCheckApp;
  }
}

/** The bot-check as a saga sees it; tests give a fake. */
export interface BotCheck {
  /** The token of the script the page loaded for this action; null when it registered nothing or gave none. */
  token(action: string): Promise<string | null>;
}

export interface BotCheckServices {
  botCheck: BotCheck;
}

/** Longest token taken from the script (the API's botCheckToken has the same limit). */
const MAX_TOKEN_LENGTH = 4096;

/** The bot-check of this page's window: a token, or null when the script is not there or fails (never thrown). */
export function browserBotCheck(scope: { ownerBotCheck?: unknown }): BotCheck {
  return {
    async token(action) {
      const app = scope.ownerBotCheck as Partial<BotCheckApp> | undefined;
      if (typeof app?.execute !== 'function') return null;
      try {
        const token: unknown = await app.execute(action);
        return typeof token === 'string' && /^[\x21-\x7E]+$/.test(token) && token.length <= MAX_TOKEN_LENGTH
          ? token
          : null;
      } catch {
        return null;
      }
    },
  };
}

const forKind = (kind: ScriptKind) => (action: Action) =>
  (scriptLoaded.match(action) || scriptUnavailable.match(action)) && action.payload.kind === kind;

/** The consent feature's answer about a kind: scriptLoaded or scriptUnavailable. */
function* outcomeOf(kind: ScriptKind): Generator<TakeEffect, Action, Action> {
  return yield take(forKind(kind));
}

/**
 * Asks for one of the market's strictly necessary scripts (the consent feature loads it, site.json
 * cookieConsent.scriptConsent) and waits for the outcome: true when it ran. Only for a kind that does not wait for
 * consent group 6: a non-essential one could wait for ever.
 */
export function* scriptReady(kind: ScriptKind) {
  // Listening before asking: the answer may come within the request.
  const outcome = (yield fork(outcomeOf, kind)) as Task;
  yield put(scriptWanted(kind));
  const action = (yield join(outcome)) as Action;
  return scriptLoaded.match(action);
}

const service = serviceGetter<BotCheckServices>();

/**
 * The bot-check token for one submit a guest makes without signing in (spec 001 §7's bot-check service): the script
 * is loaded first (once a page), without consent (it is strictly necessary); null where the market has none or it
 * fails, and the form goes on without one.
 */
export function* botCheckToken(action: string) {
  if (!(yield* scriptReady('botCheck'))) return null;
  const check = yield* service('botCheck');
  return (yield call([check, check.token], action)) as string | null;
}
