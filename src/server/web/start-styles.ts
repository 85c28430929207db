/*
 * The styles a page carries in its head (scripts/build-start-sheets.ts): its screen's start rules, then its language's
 * faces, each in a style element, so its first paint waits for no request after the page's own. The CSP allows them
 * by their hashes, and nothing else inline: every set's rules and every language's faces the build made.
 */
import crypto from 'node:crypto';
import type { StartStyles } from './asset-manifest';
import { FULL_STYLESHEET_ATTRIBUTE, START_SCREEN_ATTRIBUTE } from '../../lib/full-stylesheet';
import { escapeAttribute } from '../../lib/html-escape';

/** What one page carries: its screen's set of rules, its language's faces, and the whole rules' address for later. */
export interface PageStartStyles {
  screen: string;
  rules: string;
  faces: string;
  full: string;
}

/**
 * The two style elements. The last names the screen and the whole rules (src/lib/full-stylesheet.ts adds them after
 * it): with the start rules first and the faces after them, the cascade is the one a single start sheet had.
 */
export function startStyleMarkup(start: PageStartStyles): string {
  return (
    `<style>${start.rules}</style>\n    <style ${START_SCREEN_ATTRIBUTE}="${escapeAttribute(start.screen)}" ` +
    `${FULL_STYLESHEET_ATTRIBUTE}="${escapeAttribute(start.full)}">${start.faces}</style>`
  );
}

/** A style element's text as the CSP names it. */
const hashSource = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP's sources for the style elements a written page carries (a static host's policy of that page). */
export function pageStyleSources(html: string): string[] {
  return [...new Set([...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => hashSource(m[1] ?? '')))];
}

/** The policy with these style sources added to its style-src. */
export function withStyleSourcesOf(policy: string, sources: readonly string[]): string {
  return sources.length > 0 ? withStyleSources(policy, [...sources]) : policy;
}

/** The CSP's sources for every start style the build made, each once. */
export function startStyleSources(styles: StartStyles): string[] {
  return [...new Set([...Object.values(styles.sets), ...Object.values(styles.faces)].map(hashSource))].sort();
}

/**
 * The policy with every start style allowed in its style-src (the policy as it is where the build made none): a
 * static host's, one policy for every page.
 */
export function withStartStyles(policy: string, styles: StartStyles | undefined): string {
  return styles ? withStyleSources(policy, startStyleSources(styles)) : policy;
}

/** The policy of one page: the start styles it carries allowed, and no other (the service's pages). */
export function withPageStyles(policy: string, start: PageStartStyles | undefined): string {
  return start ? withStyleSources(policy, [...new Set([start.rules, start.faces].map(hashSource))]) : policy;
}

function withStyleSources(policy: string, list: string[]): string {
  const sources = list.join(' ');
  const directive = /(^|;\s*)style-src ([^;]*)/;
  // The environments' policies all name style-src (generator/csp.ts); without it the styles would fall under default-src.
  if (!directive.test(policy)) throw new Error(`the policy has no style-src to allow the start styles in: ${policy}`);
  return policy.replace(directive, (_, before: string, list: string) => `${before}style-src ${list} ${sources}`);
}

/** A style element's text must not end it early: the build refuses such a sheet. */
export function assertStyleText(name: string, text: string): void {
  if (/<\/style/i.test(text)) throw new Error(`${name}: a start style may not contain "</style"`);
}
