/*
 * React ships as CommonJS only. Each module that imports it gets esbuild's interop object, whose every name is a
 * getter: each JSX element and hook call of every render went through one, and each importing module copied all of
 * React's names into an object of its own as it loaded (about a tenth of the scripts' time as a page opens). An
 * ES module per package, written here, reads React's names once into constants, and the app's modules import
 * those constants directly.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** The CommonJS packages the app imports as ES modules (the names of React's own entry points). */
const SHIMMED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const NAMESPACE = 'esm-shim';

export function esmShims(root: string): Plugin {
  const load = createRequire(path.join(root, 'package.json'));
  const pattern = new RegExp(`^(${SHIMMED.map((name) => name.replace(/[/-]/g, '\\$&')).join('|')})$`);
  return {
    name: 'esm-shims',
    setup(b) {
      // Only `import` statements: the packages' own require() calls and a dynamic import() keep the module as it is.
      b.onResolve({ filter: pattern }, (args) =>
        args.kind === 'import-statement' && args.namespace !== NAMESPACE
          ? { path: args.path, namespace: NAMESPACE }
          : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = load.resolve(args.path);
        const names = Object.keys(load(file) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
        return {
          contents: [
            `import cjs from ${JSON.stringify(file)};`,
            `export const { ${names.join(', ')} } = cjs;`,
            'export default cjs;',
          ].join('\n'),
          resolveDir: root,
          loader: 'js',
        };
      });
    },
  };
}
