import type { Brand } from '../../generated/types/brand';
import { townLine } from '../../lib/format/address';
import { field, heading, printable, renderPdf, table } from './pdf';

export interface ReturnDocumentData {
  returnId: string;
  orderNo: string;
  orderDate: string;
  createdAt: string;
  from: { name: string; address1: string; city: string; postalCode: string; countryCode: string };
  items: { sku: string; name: string; quantity: number; reason: string }[];
}

/** Where returned parcels go, by the order's country; the reference service's own addresses. */
const RETURNS_CENTRES: Record<string, string[]> = {
  US: ['Owner Accessories Returns', '2400 Commerce Park Dr', 'Romulus, MI 48174', 'United States'],
  CA: ['Owner Accessories Returns', '8000 Boulevard Décarie', 'Montréal, QC H4P 2S4', 'Canada'],
  GB: ['Owner Accessories Returns', 'Unit 4, Dunton Park', 'Basildon SS15 6EE', 'United Kingdom'],
  AU: ['Owner Accessories Returns', '1735 Sydney Rd', 'Campbellfield VIC 3061', 'Australia'],
};
const EUROPE = ['Owner Accessories Returns', 'Henry-Ford-Straße 1', '50735 Köln', 'Germany'];

const reasonText = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

/** The address label for the parcel: the returns centre, the sender and the return number in large print. */
export function returnLabelPdf(data: ReturnDocumentData, brand?: Brand): Promise<Buffer> {
  const to = RETURNS_CENTRES[data.from.countryCode] ?? EUROPE;
  return renderPdf(`Return label ${data.returnId}`, new Date(data.createdAt), (doc) => {
    heading(doc, 'RETURN LABEL', 24);
    doc.rect(48, doc.y, 499, 250).lineWidth(2).stroke();
    const top = doc.y + 16;
    doc.font('Helvetica-Bold').fontSize(10).text('SHIP TO', 64, top);
    doc.font('Helvetica-Bold').fontSize(16).text(to.map(printable).join('\n'), 64, doc.y + 4, { width: 460 });
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(10).text('FROM', 64);
    const f = data.from;
    doc.font('Helvetica').fontSize(12).text([f.name, f.address1, townLine({ town: f.city, postalCode: f.postalCode }, f.countryCode), f.countryCode].map(printable).join('\n'), 64, doc.y + 2, { width: 460 });
    doc.y = top + 250;
    doc.x = 48;
    doc.font('Courier-Bold').fontSize(28).text(data.returnId, { align: 'center' });
    doc.font('Helvetica').fontSize(10).text(`Order ${data.orderNo} · ${data.items.reduce((n, i) => n + i.quantity, 0)} item(s)`, { align: 'center' }).moveDown(1);
    doc.fontSize(9).text('Attach this label to the outside of the parcel and cover any older labels. Put the packing slip inside.', { align: 'center' });
  }, brand);
}

/** The list of what is in the parcel, with the reasons, to put inside it. */
export function packingSlipPdf(data: ReturnDocumentData, brand?: Brand): Promise<Buffer> {
  return renderPdf(`Packing slip ${data.returnId}`, new Date(data.createdAt), (doc) => {
    heading(doc, 'Packing slip');
    field(doc, 'Return', data.returnId);
    field(doc, 'Order', `${data.orderNo} (${data.orderDate})`);
    field(doc, 'Customer', data.from.name);
    doc.moveDown(1);
    const columns = [{ x: 48, width: 110 }, { x: 160, width: 210 }, { x: 372, width: 50 }, { x: 424, width: 123 }];
    table(doc, columns, [['SKU', 'Item', 'Qty', 'Reason'], ...data.items.map((i) => [i.sku, i.name, String(i.quantity), reasonText(i.reason)])], true);
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(9).text('Put this slip inside the parcel. Your refund is made to the original payment method once the items have been received and checked.', 48);
  }, brand);
}
