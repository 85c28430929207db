import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A text as the provider's pages write it: escaped by their template engine. */
export function htmlText(text: string): string {
  return renderToStaticMarkup(createElement(Fragment, null, text));
}
