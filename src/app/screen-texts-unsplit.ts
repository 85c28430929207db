/*
 * #screen-texts where the build has not put each screen's texts in place (unit tests, npm run dev, type checks): no
 * screen has texts of its own, so every page asks for all the texts at start.
 */
import type { ScreenTexts } from '../lib/content/screen-texts';

export const screenTexts: ScreenTexts = {};
