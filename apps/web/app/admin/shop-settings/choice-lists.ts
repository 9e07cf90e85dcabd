import { COUNTRY_CODES, CURRENCY_CODES, countryName } from '@vernissage/contract';
import type { ChoiceOption } from '../ui/options.ts';

let currencies: ChoiceOption[] | undefined;
/** Every currency a shop may sell in, as 'EUR · Euro' (English names from the browser; the back office renders only there). */
export function currencyChoices(): ChoiceOption[] {
  if (!currencies) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'code' });
    currencies = CURRENCY_CODES.map((code) => {
      const name = names.of(code);
      return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
    });
  }
  return currencies;
}

let countries: ChoiceOption[] | undefined;
/** Every country by its English name, sorted by name. */
export function countryChoices(): ChoiceOption[] {
  countries ??= COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  return countries;
}
