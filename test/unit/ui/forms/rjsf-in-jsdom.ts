/*
 * What rjsf needs under Jest's jsdom environment, imported by the form tests before anything renders a form: jsdom
 * has no structuredClone (rjsf copies the form data with it on a change), and the ES-module-only packages rjsf loads
 * get the stand-ins the browser build swaps in too (scripts/build.ts).
 */
import { deserialize, serialize } from 'node:v8';

globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

jest.mock('@x0k/json-schema-merge', () => jest.requireActual('../../../../src/ui/forms/stand-ins/no-all-of-merge'));
jest.mock('@x0k/json-schema-merge/lib/array', () =>
  jest.requireActual('../../../../src/ui/forms/stand-ins/no-all-of-merge'),
);
