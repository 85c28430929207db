import type { Brand } from '../../generated/types/brand';
import { field, heading, printable, renderPdf } from './pdf';

export interface WindowStickerData {
  orderId: string;
  model: string;
  modelYear: number;
  trim: string;
  colour: string;
  vin: string | null;
  dealerName: string;
  price: number;
  currency: string;
  orderDate: string;
}

/** The window sticker (price and equipment label) of an ordered vehicle. */
export function windowStickerPdf(data: WindowStickerData, brand?: Brand): Promise<Buffer> {
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: data.currency }).format(data.price);
  return renderPdf(`Window sticker ${data.orderId}`, new Date(`${data.orderDate}T00:00:00Z`), (doc) => {
    heading(doc, `${data.modelYear} ${data.model} ${data.trim}`, 22);
    field(doc, 'Exterior colour', data.colour);
    field(doc, 'VIN', data.vin ?? 'assigned at build');
    field(doc, 'Order', data.orderId);
    field(doc, 'Dealer', data.dealerName);
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(12).text('Standard equipment').moveDown(0.3);
    doc.font('Helvetica').fontSize(10).text(['Driver assistance package', 'Connected vehicle services', 'Heated front seats', 'Wireless phone charging', 'LED headlamps'].map((l) => `• ${l}`).join('\n'));
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(16).text(printable(`Total vehicle price: ${price}`));
    doc.font('Helvetica').fontSize(8).moveDown(0.5).text('Price as ordered, before taxes, title and registration. Fuel economy and emissions figures are on the dealer copy.');
  }, brand);
}
