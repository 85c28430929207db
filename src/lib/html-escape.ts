/** A value for a double-quoted HTML attribute the page is written with (the service's pages, the wordmark's SVG). */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
