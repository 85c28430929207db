/*
 * Rendered without a DOM (the build's prerendering runs in Node), content HTML is left out rather than written
 * unsanitised: the page's markup never carries content's own markup that DOMPurify has not seen.
 */
import { renderToString } from 'react-dom/server';
import { ContentHtml, sanitiseContentHtml } from '../../../src/ui/content-html';

it('writes no content markup where it cannot be sanitised', () => {
  const hostile = '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>';
  expect(sanitiseContentHtml(hostile)).toBe('');
  expect(renderToString(<ContentHtml html={hostile} className="c" />)).toBe('<div class="c"></div>');
});
