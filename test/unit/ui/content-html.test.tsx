/** @jest-environment jsdom */
import { sanitiseContentHtml } from '../../../src/ui/content-html';

describe('HTML from content is sanitised', () => {
  it('keeps text markup and safe links', () => {
    expect(
      sanitiseContentHtml('<p>Your <strong>dealer</strong> <a href="https://example.com/privacy">privacy</a></p>'),
    ).toBe('<p>Your <strong>dealer</strong> <a href="https://example.com/privacy">privacy</a></p>');
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const out = sanitiseContentHtml(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a></p>',
    );
    expect(out).toBe('<p>a<a>b</a></p>');
  });

  it('drops protocol-relative links (another origin)', () => {
    expect(sanitiseContentHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });
});
