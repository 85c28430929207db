import fs from 'node:fs';
import path from 'node:path';
import { parse as parseWithPointers } from 'json-source-map';
import type { Problem } from './problems';

export type Kind =
  | 'api'
  | 'fragment'
  | 'brands'
  | 'regions'
  | 'site'
  | 'country'
  | 'environment'
  | 'routes'
  | 'route-override'
  | 'form'
  | 'content'
  | 'address-forms'
  | 'reserved-words'
  | 'orders'
  | 'analytics'
  | 'chat';

/** Where each kind of definition lives under markets/, and the schema that checks it. */
export const KINDS: { kind: Kind; match: RegExp; schema: string }[] = [
  { kind: 'api', match: /^schemas\/api\/endpoints\.json$/, schema: 'api-endpoints.schema.json' },
  { kind: 'brands', match: /^markets\/brands\.json$/, schema: 'brand.schema.json' },
  { kind: 'regions', match: /^markets\/regions\.json$/, schema: 'region.schema.json' },
  { kind: 'site', match: /^markets\/site\.json$/, schema: 'site.schema.json' },
  { kind: 'address-forms', match: /^markets\/address-forms\.json$/, schema: 'address-forms.schema.json' },
  { kind: 'reserved-words', match: /^markets\/reserved-words\.json$/, schema: 'reserved-words.schema.json' },
  { kind: 'orders', match: /^markets\/orders\.json$/, schema: 'orders.schema.json' },
  { kind: 'analytics', match: /^markets\/analytics\.json$/, schema: 'analytics.schema.json' },
  { kind: 'chat', match: /^markets\/chat\.json$/, schema: 'chat.schema.json' },
  { kind: 'country', match: /^markets\/countries\/[^/]+\.json$/, schema: 'country.schema.json' },
  { kind: 'environment', match: /^markets\/environments\/[^/]+\.json$/, schema: 'environment.schema.json' },
  { kind: 'routes', match: /^markets\/routes\/routes\.json$/, schema: 'routes.schema.json' },
  { kind: 'route-override', match: /^markets\/routes\/overrides\/[^/]+\.json$/, schema: 'route-override.schema.json' },
  { kind: 'form', match: /^markets\/forms\/[^/]+\.json$/, schema: 'form.schema.json' },
  { kind: 'fragment', match: /^markets\/content\/fragments\/[^/]+\.json$/, schema: 'content-fragment.schema.json' },
  { kind: 'content', match: /^markets\/content\/[^/]+\.json$/, schema: 'content.schema.json' },
];

export const API_DEFINITION = 'schemas/api/endpoints.json';

export interface SourceFile {
  file: string;
  kind: Kind;
  data: unknown;
  /** JSON pointer -> 1-based line of the value. */
  lines: Map<string, number>;
}

/** Text of each definition file by project-relative path; tests replace or add entries. */
export type FileTexts = Map<string, string>;

/** Every definition under markets/ (or `dir`), plus the API definition in schemas/api/endpoints.json. */
export function readTree(projectRoot: string, dir = 'markets'): FileTexts {
  const texts: FileTexts = new Map();
  const api = path.join(projectRoot, API_DEFINITION);
  if (dir === 'markets' && fs.existsSync(api)) texts.set(API_DEFINITION, fs.readFileSync(api, 'utf8'));
  const walk = (rel: string) => {
    const entries = fs.readdirSync(path.join(projectRoot, rel), { withFileTypes: true });
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else if (e.name.endsWith('.json')) texts.set(child, fs.readFileSync(path.join(projectRoot, child), 'utf8'));
    }
  };
  walk(dir);
  return texts;
}

function lineOfPosition(text: string, pos: number): number {
  let line = 1;
  for (let i = 0; i < pos && i < text.length; i += 1) if (text[i] === '\n') line += 1;
  return line;
}

/** Parses every file; a file that is not JSON or not a known kind becomes a problem, never an exception. */
/**
 * Each text's line per JSON pointer, kept by text: the pointer parser is the slow part of reading a tree, and a file
 * whose text did not change has the same lines. Bounded, so a long-running watcher does not grow without end.
 */
const linesByText = new Map<string, Map<string, number>>();
const LINES_KEPT = 2000;
function linesOf(text: string): Map<string, number> {
  const known = linesByText.get(text);
  if (known) return known;
  const { pointers } = parseWithPointers(text);
  const lines = new Map<string, number>();
  for (const [pointer, at] of Object.entries(pointers)) lines.set(pointer, (at.key ?? at.value).line + 1);
  if (linesByText.size >= LINES_KEPT) linesByText.clear();
  linesByText.set(text, lines);
  return lines;
}

export function parseFiles(texts: FileTexts): { files: SourceFile[]; problems: Problem[] } {
  const files: SourceFile[] = [];
  const problems: Problem[] = [];
  for (const [file, text] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
    const kind = KINDS.find((k) => k.match.test(file))?.kind;
    if (!kind) {
      problems.push({ file, pointer: '', message: 'is not a known kind of definition (see the layout in README.md)' });
      continue;
    }
    try {
      // The pointer parser first: its errors name the position. The data is parsed afresh each time (checks may not
      // share it), the lines are those found for this text.
      const lines = linesOf(text);
      files.push({ file, kind, data: JSON.parse(text) as unknown, lines });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const pos = /position (\d+)/.exec(reason);
      // Without a position the parser ran out of text: the fault is at the end of the file.
      const line = pos ? lineOfPosition(text, Number(pos[1])) : lineOfPosition(text, text.trimEnd().length);
      const plain = reason
        .replace(/ in JSON at position \d+/, '')
        .replace(/^Unexpected end of JSON input$/, 'the file ends too early');
      problems.push({ file, pointer: '', message: `is not valid JSON: ${plain}`, line });
    }
  }
  return { files, problems };
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The line of a pointer, or of its nearest parent that has one. */
export function lineOf(source: SourceFile, pointer: string): number | undefined {
  let p = pointer;
  for (;;) {
    const line = source.lines.get(p);
    if (line !== undefined) return line;
    if (p === '') return undefined;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
