import type { Site } from '../../generated/types/site';

/** The parts of an address an owner sees; any may be empty. */
export interface AddressParts {
  /** Street lines in order (address line 1, line 2, additional address). */
  lines: readonly (string | null | undefined)[];
  town: string | null | undefined;
  /** State, province or region as the owner knows it (US: the two-letter code). */
  region?: string | null;
  postalCode: string | null | undefined;
}

/** site.json formats.addressFormats: a format per country code, and the default. */
export type AddressFormats = Site['formats']['addressFormats'];

type Field = 'A' | 'C' | 'S' | 'Z';
const TOKEN = /%([ACSZ])|((?:[^%]|%(?![ACSZn]))+)/g;

/** The country's format from data (site.formats.addressFormats), else the default. */
export function addressFormatOf(countryCode: string, formats: AddressFormats): string {
  return (formats as Record<string, string | undefined>)[countryCode.toUpperCase()] ?? formats.default;
}

/**
 * An address as the lines of its country (Google's address-data notation): "Dearborn, MI 48124" in the US,
 * "75020 Paris" in France, the town over the postcode in the UK. A separator is written only between two parts
 * that are both there, so a missing region leaves no dangling comma; an empty line is left out.
 */
export function addressLines(address: AddressParts, countryCode: string, formats: AddressFormats): string[] {
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const value: Record<Exclude<Field, 'A'>, string> = {
    C: text(address.town),
    S: text(address.region),
    Z: text(address.postalCode),
  };
  const out: string[] = [];
  for (const line of addressFormatOf(countryCode, formats).split('%n')) {
    if (line === '%A') {
      out.push(...address.lines.map(text).filter((l) => l !== ''));
      continue;
    }
    let written = '';
    let pending = '';
    for (const [, field, literal] of line.matchAll(TOKEN)) {
      if (literal !== undefined) {
        pending += literal;
        continue;
      }
      const part =
        field === 'A'
          ? address.lines
              .map(text)
              .filter((l) => l !== '')
              .join(', ')
          : value[field as Exclude<Field, 'A'>];
      // The separator before a missing part goes with it; the one after joins its neighbours.
      if (part === '') {
        pending = '';
        continue;
      }
      written += (written === '' ? '' : pending) + part;
      pending = '';
    }
    if (written !== '') out.push(written);
  }
  return out;
}

/** The town, region and postal code of an address on one line, in the country's order (a dealer in a list). */
export function townLine(
  place: { town: string; postalCode: string; region?: string | null },
  countryCode: string,
  formats: AddressFormats,
): string {
  return addressLines(
    { lines: [], town: place.town, region: place.region, postalCode: place.postalCode },
    countryCode,
    formats,
  ).join(', ');
}
