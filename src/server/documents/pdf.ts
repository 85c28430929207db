import PDFDocument from 'pdfkit';
import { fontFaces, fontRuns, type Run, type Weight } from './fonts';
import type { Brand } from '../../generated/types/brand';

export type Pdf = PDFKit.PDFDocument;

/** A piece of text and its weight; a line is drawn from one or more. */
export interface Span {
  text: string;
  weight?: Weight;
}

type Placement = PDFKit.Mixins.TextOptions & { x?: number; y?: number };

/**
 * Text in the app's own fonts (Noto Sans and Noto Sans Thai, embedded), so every language's letters are drawn:
 * the PDF standard fonts know Western European letters only. Each span is cut into runs by the face that has
 * its letters (Greek letters and the digits and spaces between them are in different faces). pdfkit loses its place
 * when a change of face meets a line break or centring in one `continued` paragraph, so each line of the text is
 * drawn on its own: left-aligned lines as one `continued` paragraph that pdfkit wraps, centred ones broken into
 * lines here and each placed at its measured centre.
 */
export function write(doc: Pdf, spans: Span[] | string, size: number, placement: Placement = {}): void {
  const { x, y, align, ...options } = placement;
  doc.fontSize(size);
  if (x !== undefined) doc.x = x;
  if (y !== undefined) doc.y = y;
  const left = doc.x;
  const width = options.width ?? doc.page.width - doc.page.margins.right - left;
  const all = typeof spans === 'string' ? [{ text: spans }] : spans;
  for (const line of linesOf(all)) {
    const runs = line.flatMap((s) => fontRuns(s.text, s.weight ?? 400));
    if (runs.length === 0) {
      doc.moveDown(1);
      continue;
    }
    if (align === 'center') {
      for (const row of wrapped(doc, runs, width)) {
        const top = doc.y;
        drawRuns(doc, row, left + Math.max(0, (width - runsWidth(doc, row)) / 2), { lineBreak: false });
        doc.y = top + doc.currentLineHeight(true);
      }
    } else {
      drawRuns(doc, runs, left, { ...options, width, ...(align ? { align } : {}) });
    }
    doc.x = left;
  }
}

/** The spans cut at their line breaks: one list of spans per line. */
function linesOf(spans: Span[]): Span[][] {
  const lines: Span[][] = [[]];
  for (const span of spans) {
    span.text.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part !== '') lines.at(-1)!.push({ ...span, text: part });
    });
  }
  return lines;
}

/** Runs drawn from x on the current line as one paragraph; the next line starts below them. */
function drawRuns(doc: Pdf, runs: Run[], x: number, options: PDFKit.Mixins.TextOptions): void {
  runs.forEach((run, i) => {
    doc.font(run.face);
    const more = { ...options, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, doc.y, more);
    else doc.text(run.text, more);
  });
}

function runsWidth(doc: Pdf, runs: Run[]): number {
  return runs.reduce((sum, run) => sum + doc.font(run.face).widthOfString(run.text), 0);
}

/** Runs broken into rows no wider than width, at spaces (a word wider than the row gets a row of its own). */
function wrapped(doc: Pdf, runs: Run[], width: number): Run[][] {
  const rows: Run[][] = [[]];
  let used = 0;
  let afterSpace = false;
  for (const run of runs) {
    for (const piece of run.text.split(/(?<= )/)) {
      const w = doc.font(run.face).widthOfString(piece.trimEnd());
      if (used > 0 && afterSpace && used + w > width) {
        rows.push([]);
        used = 0;
      }
      const row = rows.at(-1)!;
      const last = row.at(-1);
      if (last && last.face === run.face) last.text += piece;
      else row.push({ face: run.face, text: piece });
      used += doc.widthOfString(piece);
      afterSpace = piece.endsWith(' ');
    }
  }
  return rows.map((row) => row.map((r, i) => (i === row.length - 1 ? { ...r, text: r.text.trimEnd() } : r)));
}

/** The height of the brand's wordmark at the top of a document, in points. */
const WORDMARK_HEIGHT = 20;

/**
 * The brand's wordmark (markets/brands.json) at the top left, in the brand's colours: the same paths the pages draw,
 * as PDF vector paths, so the paper looks like the account it came from.
 */
export function brandWordmark(doc: Pdf, brand: Brand): void {
  const { wordmark, tokens } = brand.theme;
  const [x, y, , height] = wordmark.viewBox;
  const scale = WORDMARK_HEIGHT / height;
  doc.save().translate(doc.page.margins.left, doc.y).scale(scale).translate(-x, -y);
  for (const p of wordmark.paths) {
    const colour = p.tone === 'accent' ? tokens['brand-accent'] : tokens['brand-primary'];
    doc.path(p.d);
    if (p.paint === 'fill') doc.fillColor(colour).fill('even-odd');
    else
      doc
        .lineWidth(p.strokeWidth ?? 1)
        .lineCap('square')
        .strokeColor(colour)
        .stroke();
  }
  doc.restore().fillColor('black').strokeColor('black');
  doc.y += WORDMARK_HEIGHT + 16;
}

/**
 * Draws a document and returns the PDF bytes. Creation date fixed by the caller, so a document is reproducible.
 * With a brand, the document starts with its wordmark.
 */
export function renderPdf(title: string, created: Date, draw: (doc: Pdf) => void, brand?: Brand): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: title, Creator: 'Owner account', CreationDate: created },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      for (const face of fontFaces()) doc.registerFont(face.name, face.data);
      if (brand) brandWordmark(doc, brand);
      draw(doc);
      doc.end();
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}

/** A label and its value on one line. */
export function field(doc: Pdf, label: string, value: string): void {
  write(doc, [{ text: `${label}: `, weight: 700 }, { text: value }], 10);
}

export function heading(doc: Pdf, text: string, size = 20): void {
  write(doc, [{ text, weight: 700 }], size);
  doc.moveDown(0.5);
}

/** Rows of a simple table: fixed column x positions, one line per row. */
export function table(doc: Pdf, columns: { x: number; width: number }[], rows: string[][], headerRow: boolean): void {
  rows.forEach((row, r) => {
    const y = doc.y;
    let bottom = y;
    row.forEach((cell, c) => {
      const col = columns[c]!;
      write(doc, [{ text: cell, weight: headerRow && r === 0 ? 700 : 400 }], 10, { x: col.x, y, width: col.width });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = columns[0]!.x;
    doc.y = bottom + 4;
  });
}
