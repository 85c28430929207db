import { markets } from '../../../../src/generated/markets/local';
import { salutationChoices, salutationText, withCountryLabels } from '../../../../src/lib/forms/country-fields';

const t = (key: string) => `<${key}>`;
const market = (id: string) => markets.find((m) => m.id === id)!;

it("names the fields the country's way, only where the form shows them", () => {
  const ui = withCountryLabels(
    { zip: { 'ui:options': { autocomplete: 'postal-code' } } },
    market('product/en-us'),
    (f) => ['zip', 'state'].includes(f),
  );
  expect(ui.zip).toEqual({ 'ui:options': { autocomplete: 'postal-code' }, 'ui:title': 'address.zip.zipCode' });
  expect(ui.state).toEqual({ 'ui:title': 'address.state.state' });
  expect(withCountryLabels({}, market('product/en-ie'), () => true)).toEqual({
    zip: { 'ui:title': 'address.zip.eircode' },
  });
  expect(withCountryLabels({}, market('product/en-us'), (f) => f !== 'state').state).toBeUndefined();
});

it("lists the country's salutations in order, and keeps a stored one from outside the list", () => {
  expect(salutationChoices(market('product/de-de'), undefined, t)).toEqual([
    { value: 'mr', label: '<salutation.mr>' },
    { value: 'ms', label: '<salutation.ms>' },
    { value: 'mx', label: '<salutation.mx>' },
  ]);
  expect(salutationChoices(market('product/fr-fr'), 'Dr.', t).map((c) => c.value)).toEqual(['mr', 'ms', 'Dr.']);
  expect(salutationChoices(market('product/fr-fr'), 'ms', t)).toHaveLength(2);
  expect(salutationText(market('product/de-de'), 'mx', t)).toBe('<salutation.mx>');
  expect(salutationText(market('product/de-de'), 'Prof.', t)).toBe('Prof.');
  expect(salutationText(market('product/de-de'), null, t)).toBeUndefined();
});
