import fs from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * optional, not the font packages' swap: every page is drawn before its scripts run (prerendered, or a sign-in page of
 * the server), and a font arriving after that first paint would move every line below it. The fonts are preloaded
 * with the page, so they are there in time; where one is not, the page keeps the system font and the next has it.
 */
export function withOptionalFonts(css: string): string {
  return css.replace(/font-display:\s*swap/g, 'font-display: optional');
}

/** The esbuild side of withOptionalFonts: the font packages' stylesheets the app's stylesheet imports. */
export function optionalFonts(): Plugin {
  return {
    name: 'optional-fonts',
    setup(b) {
      b.onLoad({ filter: /[/\\]node_modules[/\\]@fontsource[/\\].*\.css$/ }, async (args) => ({
        contents: withOptionalFonts(await fs.promises.readFile(args.path, 'utf8')),
        loader: 'css',
      }));
    },
  };
}
