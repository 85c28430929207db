/* jsdom leaves out TextEncoder/TextDecoder, which react-router needs; Node has them. */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
