import { site } from '../../generated/site';
/**
 * The chat's configuration, fetched per country and locale from content (spec 002 §2):
 * {contentBase}/content/guxeu(-beta)/{country}/{locale}/configuration/chat.json. Content is input: it is
 * read defensively, and anything unusable means "no chat" rather than a broken panel.
 */

export interface ChatConfig {
  /** Whether this market and language offers live chat now. */
  enabled: boolean;
  /** The assistant's first message, shown before the owner writes. */
  greeting: string;
  /** The placeholder of the chat's input. */
  placeholder: string;
}

/** The content folder of the EU markets; the beta one serves content not yet published. */
const CONTENT_FOLDER = 'guxeu';
const BETA_SUFFIX = '-beta';
const CONFIG_FILE = 'configuration/chat.json';
/** Longest text taken from content: a greeting or placeholder longer than this is not one. */
const MAX_TEXT_LENGTH = 500;
/** Longest chat message the service accepts (the reference service has the same limit, src/server/routes/chat.ts). */
export const CHAT_TEXT_MAX_LENGTH = site.help.chatTextMaxLength;

/** Country and locale go in lower case (de, de-de), percent-encoded since they come from the address. */
export function chatConfigUrl(contentBase: string, country: string, locale: string, beta: boolean): string {
  const base = contentBase.replace(/\/+$/, '');
  const folder = `${CONTENT_FOLDER}${beta ? BETA_SUFFIX : ''}`;
  return `${base}/content/${folder}/${encodeURIComponent(country.toLowerCase())}/${encodeURIComponent(locale.toLowerCase())}/${CONFIG_FILE}`;
}

/** Whether a country (any case) is one of the chat countries of markets/chat.json. */
export function hasChat(chatCountries: readonly string[], country: string): boolean {
  return chatCountries.includes(country.toUpperCase());
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT_LENGTH;

/** The configuration, or null when the content is not one. Unknown fields are ignored. */
export function readChatConfig(value: unknown): ChatConfig | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { enabled, greeting, placeholder } = value as Record<string, unknown>;
  if (typeof enabled !== 'boolean' || !isText(greeting) || !isText(placeholder)) return null;
  return { enabled, greeting, placeholder };
}
