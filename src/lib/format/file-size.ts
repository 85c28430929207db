import { numberFormat } from './intl-formats';
const MEGABYTE = 1024 * 1024;

/** A file size in the market's language: kB below a megabyte, MB above. */
export function fileSize(bytes: number, locale: string): string {
  const mb = bytes >= MEGABYTE;
  return numberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / MEGABYTE : bytes / 1024);
}
