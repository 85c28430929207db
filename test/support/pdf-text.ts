import zlib from 'node:zlib';

/**
 * The text a PDF shows, line by line, read back through each font's ToUnicode map (embedded fonts write
 * glyph numbers, not letters). Enough for the documents the service makes: pdfkit's objects, Tf/Tm/TJ.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.search(/stream\r?\n/);
    let stream: string | null = null;
    if (at >= 0) {
      const start = m.index + m[0].indexOf(body) + at + body.slice(at).indexOf('\n') + 1;
      const end = raw.indexOf('endstream', start);
      const bytes = pdf.subarray(start, end);
      try {
        stream = zlib.inflateSync(bytes).toString('latin1');
      } catch {
        stream = bytes.toString('latin1');
      }
    }
    objects.set(m[1]!, { dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const [, name, ref] of block[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const unicodeRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)?.dict ?? '')?.[1];
        const cmap = unicodeRef ? objects.get(unicodeRef)?.stream : undefined;
        if (cmap) fonts.set(name!, toUnicodeMap(cmap));
      }
    }
  }
  const lines: string[] = [];
  let font: Map<string, string> | undefined;
  let y = 0;
  let lastY: number | undefined;
  for (const { stream } of objects.values()) {
    if (!stream || !/\bBT\b/.test(stream)) continue;
    for (const op of stream.matchAll(
      /\/(\w+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj/g,
    )) {
      if (op[1]) font = fonts.get(op[1]);
      else if (op[2]) y = Number(op[2]);
      else {
        const hex = op[3] !== undefined ? [...op[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : op[4]!;
        const text = font
          ? (hex.match(/.{4}/g) ?? []).map((code) => font!.get(code.toLowerCase()) ?? '\uFFFD').join('')
          : Buffer.from(hex, 'hex').toString('latin1');
        // One line: Thai marks and a second font's letters sit a fraction of a point off the line's baseline.
        if (lastY === undefined || Math.abs(y - lastY) > 2) lines.push(text);
        else lines[lines.length - 1] += text;
        lastY = y;
      }
    }
  }
  return lines.join('\n');
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));

/** A ToUnicode CMap's bfchar and bfrange entries: glyph code (4 hex digits) -> text. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const code = (n: number) => n.toString(16).padStart(4, '0');
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, single] of body!.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:\[([^\]]*)\]|<(\w+)>)/g)) {
      const start = parseInt(from!, 16);
      const end = parseInt(to!, 16);
      // A ligature's entry holds several letters: <0066 0069> is "fi".
      const targets = list ? [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((t) => t[1]!) : null;
      for (let c = start; c <= end; c++) {
        map.set(
          code(c),
          targets
            ? utf16(targets[c - start] ?? '')
            : utf16((parseInt(single!, 16) + c - start).toString(16).padStart(4, '0')),
        );
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of body!.matchAll(/<(\w+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(from!.toLowerCase(), utf16(to!));
  }
  return map;
}
