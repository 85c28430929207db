import type { DocumentTexts } from './document-texts';
import { field, heading, renderPdf, table, write } from './pdf';
import { orders } from '../../generated/orders';
import { site } from '../../generated/site';
import type { Brand } from '../../generated/types/brand';
import type { ReturnCentre } from '../../generated/types/orders';
import { townLine } from '../../lib/format/address';
import { dataTextKey } from '../../lib/texts/text-key';

export interface ReturnDocumentData {
  returnId: string;
  orderNo: string;
  orderDate: string;
  createdAt: string;
  from: { name: string; address1: string; city: string; postalCode: string; countryCode: string };
  items: { sku: string; name: string; quantity: number; reason: string }[];
}

/** Where a return of an order from this country (two-letter code) goes: markets/orders.json returnCentres. */
export function returnCentre(countryCode: string): ReturnCentre {
  return orders.returnCentres.byCountry[countryCode] ?? orders.returnCentres.otherwise;
}

/** The reason's text as the return screens show it (orders.json codes use _, the text keys -). */
const reasonText = (t: DocumentTexts, code: string) => t.t(dataTextKey('returns.reason', code.replace(/_/g, '-')));

/** The address label for the parcel: the returns centre, the sender and the return number in large print. */
export function returnLabelPdf(data: ReturnDocumentData, t: DocumentTexts, brand?: Brand): Promise<Buffer> {
  const centre = returnCentre(data.from.countryCode);
  const title = t.t('returnPdf.labelHeading');
  return renderPdf(
    `${title} ${data.returnId}`,
    new Date(data.createdAt),
    (doc) => {
      heading(doc, title.toLocaleUpperCase(t.locale), 24);
      doc.rect(48, doc.y, 499, 250).lineWidth(2).stroke();
      const top = doc.y + 16;
      write(doc, [{ text: t.t('returnPdf.shipTo').toLocaleUpperCase(t.locale), weight: 700 }], 10, {
        x: 64,
        y: top,
      });
      write(
        doc,
        [
          {
            text: [t.t('returnPdf.centre'), centre.street, centre.town, t.country(centre.countryCode)].join('\n'),
            weight: 700,
          },
        ],
        16,
        { x: 64, y: doc.y + 4, width: 460 },
      );
      doc.moveDown(1);
      write(doc, [{ text: t.t('returnPdf.from').toLocaleUpperCase(t.locale), weight: 700 }], 10, { x: 64 });
      const f = data.from;
      const sender = [
        f.name,
        f.address1,
        townLine({ town: f.city, postalCode: f.postalCode }, f.countryCode, site.formats.addressFormats),
        t.country(f.countryCode),
      ].join('\n');
      write(doc, sender, 12, { x: 64, y: doc.y + 2, width: 460 });
      doc.y = top + 250;
      doc.x = 48;
      write(doc, [{ text: data.returnId, weight: 700 }], 28, { align: 'center' });
      const count = data.items.reduce((n, i) => n + i.quantity, 0);
      write(
        doc,
        `${t.t('orders.details.heading', { orderNo: data.orderNo })} · ${t.t('orders.field.items')}: ${count}`,
        10,
        { align: 'center' },
      );
      doc.moveDown(1);
      write(doc, t.t('returnPdf.labelHint'), 9, { align: 'center' });
    },
    brand,
  );
}

/** The list of what is in the parcel, with the reasons, to put inside it. */
export function packingSlipPdf(data: ReturnDocumentData, t: DocumentTexts, brand?: Brand): Promise<Buffer> {
  const title = t.t('returnPdf.slipHeading');
  return renderPdf(
    `${title} ${data.returnId}`,
    new Date(data.createdAt),
    (doc) => {
      heading(doc, title);
      field(doc, t.t('returnPdf.return'), data.returnId);
      field(doc, t.t('orderLookup.orderId.label'), `${data.orderNo} (${t.date(data.orderDate)})`);
      field(doc, t.t('returnPdf.customer'), data.from.name);
      doc.moveDown(1);
      const columns = [
        { x: 48, width: 110 },
        { x: 160, width: 210 },
        { x: 372, width: 50 },
        { x: 424, width: 123 },
      ];
      const header = (['sku', 'item', 'quantity', 'reason'] as const).map((k) => t.t(`returnPdf.${k}`));
      table(
        doc,
        columns,
        [header, ...data.items.map((i) => [i.sku, i.name, String(i.quantity), reasonText(t, i.reason)])],
        true,
      );
      doc.moveDown(1);
      write(doc, t.t('returnPdf.slipHint'), 9, { x: 48 });
    },
    brand,
  );
}
