import fs from 'node:fs';
import type { Plugin } from 'esbuild';
import { FONT_SHEETS, namedFace, withoutCoveredFaces, withoutUnusedFaces, woff2Only } from './font-faces';

/**
 * optional, not the font packages' swap: every page is drawn before its scripts run (prerendered, or a sign-in page of
 * the server), and a font arriving after that first paint would move every line below it. The fonts are preloaded
 * with the page, so they are there in time; where one is not, the page keeps the system font and the next has it.
 */
export function withOptionalFonts(css: string): string {
  return css.replace(/font-display:\s*swap/g, 'font-display: optional');
}

/** A sheet without the named faces (the comment the package writes above each face is its name). */
export function withoutFaces(css: string, names: readonly string[]): string {
  return names.reduce((sheet, name) => sheet.replace(namedFace(name), ''), css);
}

/**
 * The esbuild side of withOptionalFonts and withoutCoveredFaces: the font packages' stylesheets the app's
 * stylesheet imports, in the order of `sheets` (package paths, the first family first). declaredElsewhere: faces the
 * app's stylesheet leaves to each language's own (scripts/build-font-cuts.ts): a face declared twice for the same
 * letters is fetched twice when the first misses the first paint. used: the letters of the app's texts and content
 * in every language (lettersOf), without which a face is left out (withoutUnusedFaces); each face names its WOFF2
 * file alone (woff2Only).
 */
export function optionalFonts(
  sheets: readonly string[] = FONT_SHEETS,
  declaredElsewhere: readonly string[] = [],
  used?: ReadonlySet<number>,
): Plugin {
  const files = sheets.map((sheet) => require.resolve(sheet));
  return {
    name: 'optional-fonts',
    setup(b) {
      // Read once per build: each sheet is compared with the ones before it.
      const texts = files.map((file) => fs.readFileSync(file, 'utf8'));
      b.onLoad({ filter: /[/\\]node_modules[/\\]@fontsource[/\\].*\.css$/ }, async (args) => {
        const at = files.indexOf(args.path);
        const css = at >= 0 ? texts[at]! : await fs.promises.readFile(args.path, 'utf8');
        const faces = withoutFaces(
          withOptionalFonts(withoutCoveredFaces(css, texts.slice(0, Math.max(at, 0)))),
          declaredElsewhere,
        );
        return { contents: woff2Only(used ? withoutUnusedFaces(faces, used) : faces), loader: 'css' };
      });
    },
  };
}
