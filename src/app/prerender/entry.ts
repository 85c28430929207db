/* What the build's prerendering takes from the app (scripts/build-prerender.ts bundles this for Node). */
export { prerenderedPaths, prerenderPage } from './render-page';
export { siteTables } from '../site-tables';
export { shellFragments } from '../../lib/content/shell-fragments';
