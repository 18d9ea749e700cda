import { type Country, invoiceTimeZone } from '@srm/contract';

// docs/product.md#api-conventions: emails and PDFs write times in the organisation's time zone, by its country.
const zoneOfCountry: Record<Country, string> = {
  Nigeria: 'Africa/Lagos',
  Ghana: 'Africa/Accra',
};

// An organisation that has not said its country yet is taken to be in Lagos, as its invoice days are.
export const timeZoneOf = (country: Country | null | undefined) => (country ? zoneOfCountry[country] : invoiceTimeZone);
