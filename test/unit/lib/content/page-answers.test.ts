/** @jest-environment jsdom */
import { PAGE_ANSWER_ATTRIBUTE, takePageAnswer } from '../../../../src/lib/content/page-answers';

const TEXTS = '/content/en-us/texts?except=orders';

beforeEach(() => {
  document.head.innerHTML = [
    `<script type="application/json" ${PAGE_ANSWER_ATTRIBUTE}="${TEXTS}">{"app.title":"Owner account \\u003cbeta>"}</script>`,
    // Not a data block: never taken for an answer.
    `<script type="text/plain" ${PAGE_ANSWER_ATTRIBUTE}="/content/en-us/other">{}</script>`,
  ].join('');
});

it('answers an address the page carries once, with the JSON as the page has it', () => {
  const answer = takePageAnswer(TEXTS);
  expect(JSON.parse(answer ?? '')).toEqual({ 'app.title': 'Owner account <beta>' });
  // Taken out of the page: a later ask goes to the content service.
  expect(takePageAnswer(TEXTS)).toBeUndefined();
  expect(document.querySelector(`[${PAGE_ANSWER_ATTRIBUTE}="${TEXTS}"]`)).toBeNull();
});

it('answers nothing for an address the page does not carry, or carries in a block of another type', () => {
  expect(takePageAnswer('/content/en-us/texts')).toBeUndefined();
  expect(takePageAnswer('/content/en-us/other')).toBeUndefined();
  // The page's own answer is still there for its address.
  expect(takePageAnswer(TEXTS)).toBeDefined();
});
