/*
 * The ES-module-only packages (the OpenID provider and client libraries and their crypto) turned into CommonJS for
 * Jest by esbuild: some 20x faster than the TypeScript compiler on these files, which matters on a cold cache (a
 * fresh clone), where the first service start of a test file would otherwise spend seconds compiling them.
 */
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: true,
      sourcefile: filename,
    });
    return { code, map };
  },
};
