import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageTexts } from './page-texts';
import type { Brand } from '../../../generated/types/brand';
import { wordmarkMarkup } from '../../../lib/brand/wordmark';
import { cutLanguage } from '../../shared/font-preloads';

/*
 * The IdP's pages: HTML rendered by React on the server (escaping is the engine's), with one external stylesheet
 * and, for passkeys, an external same-origin script; no inline script and no style attribute (CSP script-src and
 * style-src 'self').
 */

/**
 * The page's stylesheet, one per language (its cut of the fonts' faces first: a Hungarian page declares Hungarian's cut
 * of Latin Extended, not the 56 KB face), and the passkey script (page-assets.ts serves them).
 */
export const PAGE_STYLESHEET = '/sign-in-pages/:language/style.css';
export const pageStylesheet = (lang: string) => PAGE_STYLESHEET.replace(':language', cutLanguage(lang));
export const PASSKEY_SCRIPT = '/sign-in-pages/passkey.js';

/** A whole page as HTML, with its doctype. */
export function renderPage(page: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

/** The bar above a page: the brand's wordmark (its SVG from the brand data the schema checks), named by the brand. */
function BrandBar({ brand }: { brand: Brand }) {
  return (
    <header
      className="brand-bar"
      dangerouslySetInnerHTML={{ __html: wordmarkMarkup(brand.theme.wordmark, brand.displayName) }}
    />
  );
}

export interface LayoutProps {
  t: PageTexts;
  /** The h1's text, also in the document title. */
  heading: string;
  children: ReactNode;
  /** External scripts, run at the end of the body. */
  scripts?: string[];
}

/** A page: the brand's bar, the h1 and the page's content in main, then its scripts. */
export function Layout({ t, heading, children, scripts = [] }: LayoutProps) {
  return (
    <html lang={t.lang} data-brand={t.brand?.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{t.text('idp.documentTitle', { heading })}</title>
        <link rel="stylesheet" href={pageStylesheet(t.lang)} />
      </head>
      <body>
        {t.brand && <BrandBar brand={t.brand} />}
        <main>
          <h1>{heading}</h1>
          {children}
        </main>
        {scripts.map((src) => (
          <script key={src} src={src} />
        ))}
      </body>
    </html>
  );
}

/** A link below the form: another way on. */
export function Alternative({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="alternative">
      <a href={href}>{children}</a>
    </p>
  );
}

/** A form of one secondary button (a way back, another code): it posts to its own address. */
export function ButtonForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form method="post" action={action} className="alternative">
      <button type="submit" className="secondary">
        {children}
      </button>
    </form>
  );
}

/** The page's alert: what went wrong, read out when the page opens; none when there is nothing to say. */
export function Alert({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="error" role="alert" id={id}>
      {children}
    </p>
  );
}
