/**
 * jsdom lays nothing out, so getClientRects() is empty and focus-trap (through tabbable) takes
 * every control for hidden. Tests that trap focus give each element one rectangle instead of
 * weakening the widgets' options for production.
 */
export function pretendElementsAreVisible(): () => void {
  const spy = jest
    .spyOn(Element.prototype, 'getClientRects')
    .mockImplementation(
      () => [{ x: 0, y: 0, top: 0, left: 0, right: 10, bottom: 10, width: 10, height: 10 }] as unknown as DOMRectList,
    );
  return () => spy.mockRestore();
}
