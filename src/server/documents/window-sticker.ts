import type { DocumentTexts } from './document-texts';
import { field, heading, renderPdf, write } from './pdf';
import type { Brand } from '../../generated/types/brand';
import { vehicleModel } from '../../lib/format/vehicle-name';

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
export function windowStickerPdf(data: WindowStickerData, t: DocumentTexts, brand?: Brand): Promise<Buffer> {
  return renderPdf(
    `${t.t('tracking.sticker.pdf.title')} ${data.orderId}`,
    new Date(`${data.orderDate}T00:00:00Z`),
    (doc) => {
      heading(doc, `${vehicleModel({ modelName: data.model, modelYear: data.modelYear }, t.t)} ${data.trim}`, 22);
      field(doc, t.t('tracking.field.colour'), data.colour);
      field(doc, t.t('vehicle.vinLabel'), data.vin ?? t.t('tracking.field.notKnownYet'));
      field(doc, t.t('orderLookup.orderId.label'), data.orderId);
      field(doc, t.t('tracking.field.dealer'), data.dealerName);
      doc.moveDown(1);
      write(doc, [{ text: t.t('tracking.sticker.pdf.equipment'), weight: 700 }], 12);
      doc.moveDown(0.3);
      write(
        doc,
        t
          .t('tracking.sticker.pdf.equipmentList')
          .split('\n')
          .map((l) => `• ${l}`)
          .join('\n'),
        10,
      );
      doc.moveDown(1.5);
      write(
        doc,
        [{ text: t.t('tracking.sticker.pdf.total', { price: t.money(data.price, data.currency) }), weight: 700 }],
        16,
      );
      doc.moveDown(0.5);
      write(doc, t.t('tracking.sticker.pdf.note'), 8);
    },
    brand,
  );
}
