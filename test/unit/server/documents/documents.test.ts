import zlib from 'node:zlib';
import { orders } from '../../../../src/generated/orders';
import { textsFor } from '../../../../src/server/content/locale';
import { documentLocale, documentTexts } from '../../../../src/server/documents/document-texts';
import {
  packingSlipPdf,
  returnCentre,
  returnLabelPdf,
  type ReturnDocumentData,
} from '../../../../src/server/documents/return-documents';
import { windowStickerPdf } from '../../../../src/server/documents/window-sticker';
import { brandById } from '../../../../src/server/shared/brand-by-id';
import { pdfText } from '../../../support/pdf-text';

/** The PDF's text with lines joined: a long cell or sentence wraps. */
const shown = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

const sticker = {
  orderId: 'VO-1',
  model: 'Nautilus',
  modelYear: 2027,
  trim: 'Reserve',
  colour: 'Black',
  vin: null,
  dealerName: 'A dealer',
  price: 48250.5,
  currency: 'EUR',
  orderDate: '2026-07-12',
};
const parcel: ReturnDocumentData = {
  returnId: 'R-100-1',
  orderNo: '100',
  orderDate: '2026-03-02',
  createdAt: '2026-03-20T10:00:00.000Z',
  from: { name: 'Anna Weber', address1: 'Hauptstraße 5', city: 'Köln', postalCode: '50667', countryCode: 'DE' },
  items: [{ sku: 'MAT-1', name: 'Floor mats', quantity: 2, reason: 'DOES_NOT_FIT' }],
};
const en = documentTexts('en-gb');

/** The page's drawing operators: the PDF's deflated streams, inflated. */
function drawing(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      /* not deflated */
    }
  }
  return out.join('\n');
}

/** The names of the fonts a PDF embeds (pdfkit prefixes a subset's name with six letters and +). */
const embeddedFonts = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!);

/** "x y m": where the wordmark's first path starts, as PDF drawing writes a move. */
const firstMove = (d: string) => {
  const [x, y] = d
    .slice(1)
    .split(/[A-Za-z]/)[0]!
    .split(/[ ,]/);
  return `${x} ${y} m`;
};

describe('documents', () => {
  it("start with the brand's wordmark, drawn from its paths", async () => {
    const lincoln = brandById('lincoln')!;
    const ops = drawing(await windowStickerPdf(sticker, en, lincoln));
    for (const p of lincoln.theme.wordmark.paths) expect(ops).toContain(firstMove(p.d));
  });

  it('carry no wordmark when the brand is not known', async () => {
    const ops = drawing(await windowStickerPdf(sticker, en));
    for (const p of brandById('lincoln')!.theme.wordmark.paths) expect(ops).not.toContain(firstMove(p.d));
  });

  it('print a German window sticker in German, with the amount as Germans write it', async () => {
    const de = textsFor('de-de');
    const text = shown(await windowStickerPdf(sticker, documentTexts('de-de')));
    expect(text).toContain(de['tracking.sticker.pdf.equipment']);
    expect(text).toContain(`${de['vehicle.vinLabel']}: ${de['tracking.field.notKnownYet']}`);
    expect(text).toContain('48.250,50');
    expect(text).not.toContain(textsFor('en')['tracking.sticker.pdf.equipment']);
  });

  it('print a German return label and packing slip in German, umlauts and reasons included', async () => {
    const de = textsFor('de-de');
    const label = shown(await returnLabelPdf(parcel, documentTexts('de-de')));
    expect(label).toContain(de['returnPdf.labelHeading']!.toLocaleUpperCase('de-de'));
    expect(label).toContain('Hauptstraße 5');
    expect(label).toContain('Deutschland');
    const slip = shown(await packingSlipPdf(parcel, documentTexts('de-de')));
    expect(slip).toContain(de['returnPdf.slipHeading']);
    expect(slip).toContain(de['returns.reason.DOES-NOT-FIT']);
    expect(slip).toContain('2. März 2026');
  });

  it("address the return label to the centre markets/orders.json names for the order's country, else the other one", async () => {
    const us = orders.returnCentres.byCountry.US!;
    expect(returnCentre('US')).toEqual(us);
    expect(returnCentre('DE')).toEqual(orders.returnCentres.otherwise);
    const label = shown(
      await returnLabelPdf({ ...parcel, from: { ...parcel.from, countryCode: 'US' } }, documentTexts('en-us')),
    );
    expect(label).toContain(us.street);
    expect(label).toContain(us.town);
    const german = shown(await returnLabelPdf(parcel, documentTexts('de-de')));
    expect(german).toContain(orders.returnCentres.otherwise.street);
  });

  it('print a Thai packing slip in Thai letters, drawn with the embedded Noto Sans Thai', async () => {
    const th = textsFor('th-th');
    const pdf = await packingSlipPdf(parcel, documentTexts('th-th'));
    const text = shown(pdf);
    expect(text).toContain(th['returnPdf.slipHeading']);
    expect(text).toContain(th['returnPdf.customer']);
    expect(text).toContain(th['returns.reason.DOES-NOT-FIT']);
    expect(text).toContain('Anna Weber');
    expect(embeddedFonts(pdf).some((f) => /NotoSansThai/.test(f))).toBe(true);
    // No standard font: Helvetica has no Thai letters.
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('print Greek in Greek letters', async () => {
    const el = textsFor('el-gr');
    const text = shown(await windowStickerPdf(sticker, documentTexts('el-gr')));
    expect(text).toContain(el['tracking.sticker.pdf.equipment']);
  });

  it("are printed only in a market's locale", () => {
    expect(documentLocale('de-DE')).toBe('de-de');
    expect(documentLocale('th-th')).toBe('th-th');
    expect(documentLocale('xx-yy')).toBeNull();
  });
});
