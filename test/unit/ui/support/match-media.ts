/**
 * jsdom has no window.matchMedia. This fake answers width queries, (max-width: Npx) and
 * (min-width: Npx), for a window width the test sets, and tells listeners when it changes.
 */
export function fakeMatchMedia(initialWidth: number): { resize: (width: number) => void; restore: () => void } {
  let width = initialWidth;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<() => void> }>();
  const evaluate = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const entry = { query, matches: evaluate(query), listeners: new Set<() => void>() };
      lists.add(entry);
      return {
        media: query,
        get matches() {
          return evaluate(query);
        },
        addEventListener: (_type: 'change', listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_type: 'change', listener: () => void) => entry.listeners.delete(listener),
      } as unknown as MediaQueryList;
    },
  });
  return {
    resize(next) {
      width = next;
      for (const entry of lists) {
        const matches = evaluate(entry.query);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        entry.listeners.forEach((listener) => listener());
      }
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}
