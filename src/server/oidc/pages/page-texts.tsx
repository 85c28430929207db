import { Fragment, type ReactNode } from 'react';
import { brandOfClient } from './brand';
import type { Brand } from '../../../generated/types/brand';
import { DEFAULT_LANGUAGE, servedLanguage, textsFor } from '../../content/locale';

/** The keys of markets/content/*.json the IdP pages use. */
export type IdpTextKey =
  | 'idp.title'
  | 'idp.documentTitle'
  | 'idp.passkeyTitle'
  | 'idp.passkeyAddIntro'
  | 'idp.passkeyRemoveIntro'
  | 'idp.email'
  | 'idp.password'
  | 'idp.submit'
  | 'idp.wrongCredentials'
  | 'idp.tooManyTries'
  | 'idp.demoTitle'
  | 'idp.demoIntro'
  | 'idp.refused.title'
  | 'idp.refused.intro'
  | 'idp.createAccount'
  | 'idp.register.title'
  | 'idp.register.firstName'
  | 'idp.register.lastName'
  | 'idp.register.mobile'
  | 'idp.register.submit'
  | 'idp.register.haveAccount'
  | 'idp.register.problems'
  | 'idp.register.passwordRule'
  | 'idp.register.paused'
  | 'idp.register.codeTitle'
  | 'idp.register.codeSent'
  | 'idp.register.codeExpired'
  | 'idp.register.emailTaken'
  | 'idp.forgotPassword'
  | 'idp.forgot.title'
  | 'idp.forgot.intro'
  | 'idp.forgot.submit'
  | 'idp.forgot.sent'
  | 'idp.forgot.paused'
  | 'idp.forgot.backToSignIn'
  | 'idp.reset.expired'
  | 'idp.reset.askAgain'
  | 'idp.reset.doneTitle'
  | 'idp.reset.done'
  | 'idp.reset.backToApp'
  | 'idp.register.invalidEmail'
  | 'idp.secondFactor.title'
  | 'idp.secondFactor.totpIntro'
  | 'idp.secondFactor.enrolTitle'
  | 'idp.secondFactor.enrolIntro'
  | 'idp.secondFactor.qrLabel'
  | 'idp.secondFactor.enrolKey'
  | 'idp.secondFactor.emailIntro'
  | 'idp.secondFactor.guardIntro'
  | 'idp.secondFactor.code'
  | 'idp.secondFactor.submit'
  | 'idp.secondFactor.emailInstead'
  | 'idp.secondFactor.emailAgain'
  | 'idp.secondFactor.wrongCode'
  | 'idp.secondFactor.emailLimit'
  | 'idp.secondFactor.endedTitle'
  | 'idp.secondFactor.tooManyTries'
  | 'idp.secondFactor.expired'
  | 'idp.secondFactor.startAgain'
  | 'idp.passkey.createTitle'
  | 'idp.passkey.createIntro'
  | 'idp.passkey.create'
  | 'idp.passkey.failed'
  | 'idp.passkey.tryAgain'
  | 'idp.passkey.back'
  | 'idp.passkey.unsupported'
  | 'idp.passkey.noScript'
  | 'idp.passkey.signIn'
  | 'idp.passkey.signInFailed'
  | 'idp.passwordChange.intro'
  | 'idp.passwordChange.title'
  | 'idp.passwordChange.new'
  | 'idp.passwordChange.repeat'
  | 'idp.passwordChange.submit'
  | 'idp.passwordChange.mismatch'
  | 'idp.passwordChange.same'
  | 'idp.passwordChange.back'
  | 'app.signOut';

const PLACEHOLDER = /(\{\{[A-Za-z0-9_]+\}\})/;

/**
 * A text with {{name}} placeholders as React nodes: the template engine escapes the text and every string value;
 * an element value (the page's own markup, e.g. <code>) goes in as an element. One pass, so a value that itself
 * contains {{...}} is not filled again; a placeholder without a value stays as written.
 */
export function fillNodes(template: string, values: Record<string, ReactNode> = {}): ReactNode {
  const parts = template.split(PLACEHOLDER);
  if (parts.length === 1) return template;
  return parts.map((part, i) => (
    <Fragment key={i}>{i % 2 === 0 ? part : (values[part.slice(2, -2)] ?? part)}</Fragment>
  ));
}

/** The texts of one page: its language tag and its texts, picked locale (xx-yy) -> language (xx) -> en. */
export interface PageTexts {
  /** For <html lang>: the locale when its language has texts, else en. */
  lang: string;
  /** The brand of the application the owner signs in to, when the request names one. */
  brand: Brand | undefined;
  /** A text as plain text (for attributes and the document title), its placeholders filled with strings. */
  text(key: IdpTextKey, values?: Record<string, string>): string;
  /** A text as nodes, its placeholders filled with strings or the page's own elements. */
  node(key: IdpTextKey, values?: Record<string, ReactNode>): ReactNode;
  /** A text the page does not know in advance (a form rule's message, by its key). */
  message(key: string): ReactNode;
}

export function pageTexts(locale: string | undefined, clientId?: string): PageTexts {
  const texts = textsFor(locale ?? DEFAULT_LANGUAGE);
  const template = (key: string) => texts[key] ?? key;
  return {
    lang: servedLanguage(locale),
    brand: brandOfClient(clientId),
    text: (key, values = {}) =>
      template(key)
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 0 ? part : (values[part.slice(2, -2)] ?? part)))
        .join(''),
    node: (key, values) => fillNodes(template(key), values),
    message: (key) => fillNodes(template(key)),
  };
}

/** lang="en" for English content (a technical reason) on a page in another language. */
export function englishLang(lang: string): string | undefined {
  return lang.split('-')[0] === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
}
