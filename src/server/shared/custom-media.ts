import fs from 'node:fs';
import type { Plugin } from 'esbuild';

/** A media query's prelude: from `@media` to its block. */
const MEDIA_PRELUDE = /@media[^{;]*/g;
/** A custom media query named in a prelude: `(--narrow)`. */
const CUSTOM_MEDIA = /\(--([a-z][a-z0-9-]*)\)/g;

/**
 * Stylesheets name their breakpoints as custom media queries (CSS Media Queries 5: `@media (--narrow)`), which
 * browsers do not read yet: each becomes the max-width markets/site.json `breakpoints` gives it, so every width
 * lives in one place. An unknown name stops the build.
 */
export function withCustomMedia(css: string, breakpoints: Record<string, number>, file: string): string {
  return css.replace(MEDIA_PRELUDE, (prelude) =>
    prelude.replace(CUSTOM_MEDIA, (_m, name: string) => {
      const width = breakpoints[name];
      if (width === undefined)
        throw new Error(
          `${file}: @media (--${name}) names no breakpoint of markets/site.json (${Object.keys(breakpoints).join(', ')})`,
        );
      return `(max-width: ${width}px)`;
    }),
  );
}

/** The esbuild side of withCustomMedia: the project's own stylesheets, not the packages'. */
export function customMedia(breakpoints: Record<string, number>): Plugin {
  return {
    name: 'custom-media',
    setup(b) {
      b.onLoad({ filter: /\.css$/ }, async (args) => {
        if (args.path.includes('node_modules')) return undefined;
        const css = await fs.promises.readFile(args.path, 'utf8');
        return { contents: withCustomMedia(css, breakpoints, args.path), loader: 'css' };
      });
    },
  };
}
