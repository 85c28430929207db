import type { ChatConfigParams } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
/**
 * The chat's configuration, asked for per country and locale from content (spec 002 §2) by the one client's
 * chatConfig call (schemas/api/endpoints.json). Content is input: it is read defensively, and anything unusable
 * means "no chat" rather than a broken panel.
 */

export interface ChatConfig {
  /** Whether this market and language offers live chat now. */
  enabled: boolean;
  /** The assistant's first message, shown before the owner writes. */
  greeting: string;
  /** The placeholder of the chat's input. */
  placeholder: string;
}

/** Longest text taken from content: a greeting or placeholder longer than this is not one. */
const MAX_TEXT_LENGTH = 500;

/** The chatConfig call's params: the market's country and locale, in lower case (de, de-de) as content names them. */
export function chatConfigParams(market: Pick<Market, 'countryCode' | 'languageRegionCode'>): ChatConfigParams {
  return { country: market.countryCode.toLowerCase(), locale: market.languageRegionCode.toLowerCase() };
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
