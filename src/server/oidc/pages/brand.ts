import { markets } from '../../../generated/markets/local';
import { brands } from '../../../generated/site';
import type { Brand } from '../../../generated/types/brand';
import { brandById, wordmarkMarkup } from '../../../lib/brand/wordmark';

/** Each application (client_id) belongs to one brand's markets: its sign-in pages wear that brand. */
const brandOfClientId = new Map(markets.map((m) => [m.clientId, m.brand]));

export function brandOfClient(clientId: string | undefined): Brand | undefined {
  const id = clientId === undefined ? undefined : brandOfClientId.get(clientId);
  return id === undefined ? undefined : brandById(id);
}

/** The bar above a page: the brand's wordmark, named by the brand's name. */
export function brandBar(brand: Brand | undefined): string {
  return brand ? `<header class="brand-bar">${wordmarkMarkup(brand.theme.wordmark, brand.displayName)}</header>\n` : '';
}

/**
 * /sign-in-pages/brand.css: every brand's design tokens (markets/brands.json) as custom properties under body[data-brand], and
 * the few rules that give a page its brand's colours and headings. The tokens' schema refuses ; { } < >.
 */
export const BRAND_STYLESHEET = [
  ...brands.map(
    (b) =>
      `body[data-brand="${b.id}"] {\n${Object.entries(b.theme.tokens)
        .map(([name, value]) => `  --${name}: ${value};`)
        .join('\n')}\n}`,
  ),
  `.brand-bar { background: var(--header-bg); color: var(--header-text); border-bottom: 1px solid var(--border); }
.brand-bar .brand-wordmark { display: block; max-width: 100%; height: auto; margin: 0 auto; padding: 1rem 0; box-sizing: content-box; }
.brand-wordmark-accent { color: var(--brand-accent); }
body[data-brand] { background: var(--surface-alt); color: var(--text); }
body[data-brand] main { border-radius: var(--radius); box-shadow: var(--shadow); }
body[data-brand] h1 { text-transform: var(--heading-case); letter-spacing: var(--heading-tracking); font-weight: var(--heading-weight); }
body[data-brand] button { background: var(--brand-primary); color: var(--brand-on-primary); border-radius: var(--radius); }
body[data-brand] button.secondary { background: var(--surface); color: var(--brand-primary); border-color: var(--brand-primary); }
body[data-brand] a { color: var(--brand-primary); }
`,
].join('\n');
