import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { PAGE_STYLESHEET, PASSKEY_SCRIPT } from './layout';
import { brands, site } from '../../../generated/site';
import { customMedia } from '../../shared/custom-media';
import { withOptionalFonts } from '../../shared/font-display';
import { fontFaces } from '../../shared/font-faces';
import { cutLanguage, fontPreloads, type LanguageCut } from '../../shared/font-preloads';

/** The page's stylesheet and its browser script, as the sources name them. */
const SOURCES = {
  css: path.join(__dirname, 'sign-in-pages.css'),
  script: path.join(__dirname, '../../../sign-in-pages/passkey.ts'),
};

interface Bundled {
  css: string;
  script: string;
}

/**
 * The pages' files, bundled by esbuild as the app's are: the stylesheet with the brands' tokens (themes.css) and
 * custom media, the passkey script (TypeScript) with the WebAuthn browser library, for the browsers the app supports.
 * esbuild is loaded only when a page's file is first asked for.
 */
async function bundle(): Promise<Bundled> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { style: SOURCES.css, passkey: SOURCES.script },
    bundle: true,
    minify: true,
    write: false,
    outdir: '/sign-in-pages',
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
    plugins: [customMedia(site.breakpoints)],
  });
  const output = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { css: output('.css'), script: output('.js') };
}

const asset = (reply: FastifyReply, type: string, text: string) =>
  reply.type(`${type}; charset=utf-8`).header('Cache-Control', 'public, max-age=3600').send(text);

/** What the build made of each language's fonts (asset-manifest.json): its faces' rules, and its cut's files by face. */
export interface LanguageFonts {
  faces: Record<string, string>;
  cuts: Record<string, LanguageCut>;
}

interface PageFonts {
  /** Font name -> the built file of the whole face. */
  fonts?: Record<string, string>;
  languages?: LanguageFonts;
}

/**
 * The files of the sign-in pages: each language's stylesheet, after the fonts' faces (their @font-face rules name the
 * built app's files, so they are put in front when served; the first brand's body stack lists every script's font),
 * and the passkey script. A language's stylesheet declares the faces the build cut for it (site.json
 * fontPreloads.languageCuts: its cut for the letters its texts have, the whole face for the rest) as the app's pages
 * do, and the other faces whole. Served whichever provider the pages belong to.
 */
export const signInPageAssets: FastifyPluginAsync<PageFonts> = async (app, { fonts = {}, languages }) => {
  let bundled: Promise<Bundled> | undefined;
  const files = () =>
    (bundled ??= bundle().catch((error: unknown) => {
      bundled = undefined;
      throw error;
    }));
  const fontFamily = brands[0]?.theme.tokens['font-body'] ?? 'system-ui, sans-serif';
  // Drawn by the server at once: fonts preloaded with the page (preloadPageFonts), shown only if there in time.
  const cutByLanguage = new Set(site.fontPreloads.languageCuts?.faces ?? []);
  const others = withOptionalFonts(
    fontFaces(Object.fromEntries(Object.entries(fonts).filter(([n]) => !cutByLanguage.has(n)))),
  );
  const whole = withOptionalFonts(fontFaces(fonts));
  app.get<{ Params: { language: string } }>(PAGE_STYLESHEET, async (req, reply) => {
    const own = languages?.faces[req.params.language];
    // Without the build's languages (a service without a build), every face whole.
    if (languages !== undefined && own === undefined) return reply.callNotFound();
    const faces = own === undefined ? whole : `${own}\n${others}`;
    return asset(reply, 'text/css', `${faces}\n:root { font-family: ${fontFamily}; }\n${(await files()).css}`);
  });
  app.get(PASSKEY_SCRIPT, async (_req, reply) => asset(reply, 'text/javascript', (await files()).script));
};

/** A page that links the sign-in pages' stylesheet: the language it names. */
const LINKED_STYLESHEET = new RegExp(
  `href="${PAGE_STYLESHEET.replace(/[.]/g, '\\.').replace(':language', '([a-z]+)')}"`,
);

/**
 * The sign-in pages ask for their fonts with the page (a Link header: the pages carry no script and their head is
 * the layout's), so the files load beside the stylesheet rather than once it has been read, and the text is drawn in
 * them at the first paint instead of moving when they arrive. For the app's origin: every page sent with the pages'
 * stylesheet, in the fonts of its html lang, its language's cut where the build made one.
 */
export function preloadPageFonts(app: FastifyInstance, { fonts = {}, languages }: PageFonts = {}): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (typeof payload !== 'string' || !LINKED_STYLESHEET.test(payload)) return payload;
    const lang = /<html lang="([^"]+)"/.exec(payload)?.[1];
    const files = lang ? fontPreloads(fonts, lang, languages?.cuts[cutLanguage(lang)]) : [];
    if (files.length > 0)
      reply.header('Link', files.map((f) => `<${f}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(', '));
    return payload;
  });
}
