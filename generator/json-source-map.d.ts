declare module 'json-source-map' {
  interface Location {
    line: number;
    column: number;
    pos: number;
  }
  interface PointerLocation {
    key?: Location;
    keyEnd?: Location;
    value: Location;
    valueEnd: Location;
  }
  export function parse(text: string): { data: unknown; pointers: Record<string, PointerLocation> };
}
