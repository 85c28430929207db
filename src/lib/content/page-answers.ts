/**
 * The content a prerendered page carries (src/server/web/page-hints.ts): the answers of the texts and fragments calls
 * it was rendered with, each in a JSON data block (never run: the CSP does not apply to it) marked with the address the
 * app's client asks them at. The app takes each once instead of asking the content service before its first render,
 * and hydrates the page with the words it was painted with; a later ask goes to the service.
 */
export const PAGE_ANSWER_ATTRIBUTE = 'data-page-answer';

/** The JSON the page carries for this address, taken out of the page; undefined when it carries none. */
export function takePageAnswer(address: string, doc: Document | undefined = globalThis.document): string | undefined {
  if (!doc) return undefined;
  for (const block of doc.querySelectorAll<HTMLScriptElement>(`script[${PAGE_ANSWER_ATTRIBUTE}]`)) {
    if (block.type !== 'application/json' || block.getAttribute(PAGE_ANSWER_ATTRIBUTE) !== address) continue;
    block.remove();
    return block.textContent ?? undefined;
  }
  return undefined;
}
