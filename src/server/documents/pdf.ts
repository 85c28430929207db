import PDFDocument from 'pdfkit';
import type { Brand } from '../../generated/types/brand';

export type Pdf = PDFKit.PDFDocument;

// Characters of Windows-1252 beyond Latin-1 that the PDF standard fonts can draw.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can draw: the built-in Helvetica knows Windows-1252 only, so other letters lose
 * their accents (ő → o) and anything still unknown becomes '?', rather than an empty box or a broken PDF.
 * The documents are logistics papers (label, slip, sticker); their text comes from the order.
 */
export function printable(text: string): string {
  return [...text].map((ch) => {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch;
    const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
  }).join('');
}

/** The height of the brand's wordmark at the top of a document, in points. */
const WORDMARK_HEIGHT = 20;

/**
 * The brand's wordmark (markets/brands.json) at the top left, in the brand's colours: the same paths the pages draw,
 * as PDF vector paths, so the paper looks like the account it came from.
 */
export function brandWordmark(doc: Pdf, brand: Brand): void {
  const { wordmark, tokens } = brand.theme;
  const [x, y, , height] = wordmark.viewBox as [number, number, number, number];
  const scale = WORDMARK_HEIGHT / height;
  doc.save().translate(doc.page.margins.left, doc.y).scale(scale).translate(-x, -y);
  for (const p of wordmark.paths) {
    const colour = p.tone === 'accent' ? tokens['brand-accent'] : tokens['brand-primary'];
    doc.path(p.d);
    if (p.paint === 'fill') doc.fillColor(colour).fill('even-odd');
    else doc.lineWidth(p.strokeWidth ?? 1).lineCap('square').strokeColor(colour).stroke();
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
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Creator: 'Owner account', CreationDate: created } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
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
  doc.font('Helvetica-Bold').fontSize(10).text(`${printable(label)}: `, { continued: true }).font('Helvetica').text(printable(value));
}

export function heading(doc: Pdf, text: string, size = 20): void {
  doc.font('Helvetica-Bold').fontSize(size).text(printable(text)).moveDown(0.5);
}

/** Rows of a simple table: fixed column x positions, one line per row. */
export function table(doc: Pdf, columns: { x: number; width: number }[], rows: string[][], headerRow: boolean): void {
  rows.forEach((row, r) => {
    const y = doc.y;
    doc.font(headerRow && r === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    let bottom = y;
    row.forEach((cell, c) => {
      const col = columns[c]!;
      doc.text(printable(cell), col.x, y, { width: col.width });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = columns[0]!.x;
    doc.y = bottom + 4;
  });
}
