import zlib from 'node:zlib';
import { brandById } from '../../../src/lib/brand/wordmark';
import { windowStickerPdf } from '../../../src/server/documents/window-sticker';

const sticker = { orderId: 'VO-1', model: 'Nautilus', modelYear: 2027, trim: 'Reserve', colour: 'Black', vin: null, dealerName: 'A dealer', price: 1000, currency: 'USD', orderDate: '2026-07-12' };

/** The page's drawing operators: the PDF's deflated streams, inflated. */
function drawing(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try { out.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1')); } catch { /* not deflated */ }
  }
  return out.join('\n');
}

/** "x y m": where the wordmark's first path starts, as PDF drawing writes a move. */
const firstMove = (d: string) => { const [x, y] = d.slice(1).split(/[A-Za-z]/)[0]!.split(/[ ,]/); return `${x} ${y} m`; };

describe('documents', () => {
  it('start with the brand\'s wordmark, drawn from its paths', async () => {
    const lincoln = brandById('lincoln')!;
    const ops = drawing(await windowStickerPdf(sticker, lincoln));
    for (const p of lincoln.theme.wordmark.paths) expect(ops).toContain(firstMove(p.d));
  });

  it('carry no wordmark when the brand is not known', async () => {
    const ops = drawing(await windowStickerPdf(sticker));
    for (const p of brandById('lincoln')!.theme.wordmark.paths) expect(ops).not.toContain(firstMove(p.d));
  });
});
