import { Fragment, type ReactNode } from 'react';
import { brandOfClient } from './brand';
import type { TextKey } from '../../../generated/text-keys';
import type { Brand } from '../../../generated/types/brand';
import { DEFAULT_LANGUAGE, servedLanguage, textsFor } from '../../content/locale';

/** The keys of markets/content/*.json the IdP pages use: the app's text keys (generated from en.json) under idp. */
export type IdpTextKey = Extract<TextKey, `idp.${string}`> | 'app.signOut';

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
  message(key: TextKey): ReactNode;
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
