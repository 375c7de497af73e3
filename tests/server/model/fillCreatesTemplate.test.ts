import { createLicenseKey, fillCreatesTemplate, getCreatesTemplateSources, isLicenseKey, roundToCents } from '../../../runtime/server/model/index.js';

const record = {
  _id: '6a1f00000000000000000001',
  voucherNumber: '001-002-000123',
  billing: { country: 'EC', name: '', identificationNumber: null, nested: { deep: 'sí' } },
  productKeys: [{ salePrice: 10.1 }, { salePrice: 20.2 }, { salePrice: 0.005 }, { salePrice: 'x' }, null],
};

describe('fillCreatesTemplate', () => {
  const cases: [string, { given: string; want: unknown }][] = [
    ['a field', { given: '{voucherNumber}', want: '001-002-000123' }],
    ['the new _id', { given: '{_id}', want: '6a1f00000000000000000001' }],
    ['an object property', { given: '{billing.country}', want: 'EC' }],
    ['two levels down', { given: '{billing.nested.deep}', want: 'sí' }],
    ['a fallback for an empty text', { given: '{billing.name|Consumidor final}', want: 'Consumidor final' }],
    ['a fallback for null', { given: '{billing.identificationNumber|9999999999999}', want: '9999999999999' }],
    ['a fallback for an absent value', { given: '{billing.phone|sin teléfono}', want: 'sin teléfono' }],
    ['no fallback when there is a value', { given: '{billing.country|XX}', want: 'EC' }],
    ['a sum to the cent, skipping what is no number', { given: '{sum:productKeys.salePrice}', want: 30.31 }],
    ['a sum over nothing', { given: '{sum:lines.salePrice}', want: 0 }],
    ['a literal', { given: 'Pendiente', want: 'Pendiente' }],
    ['an absent value alone stays absent', { given: '{notes}', want: undefined }],
    ['text around placeholders', { given: 'Entrega {voucherNumber} ({billing.country}){notes}', want: 'Entrega 001-002-000123 (EC)' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => expect(fillCreatesTemplate(given, record)).toEqual(want));

  it('names the fields a template reads', () => {
    expect(getCreatesTemplateSources('{sum:productKeys.salePrice}')).toEqual(['productKeys']);
    expect(getCreatesTemplateSources('{billing.name|Consumidor final} / {voucherNumber}')).toEqual(['billing.name', 'voucherNumber']);
    expect(getCreatesTemplateSources('Pendiente')).toEqual([]);
  });

  it.each([
    [1.005, 1.01],
    [30.304999999999996, 30.31],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [1e21, 1e21],
  ])('roundToCents(%s) = %s', (given, want) => expect(roundToCents(given)).toBe(want));
});

describe('createLicenseKey', () => {
  it('makes XXXX-XXXX-XXXX-XXXX keys of upper-case letters without I and O, and digits', () => {
    const keys = Array.from({ length: 2000 }, () => createLicenseKey());
    expect(keys.every(isLicenseKey)).toBe(true);
    expect(keys.join('')).not.toMatch(/[IO]/);
    expect(new Set(keys).size).toBe(keys.length);
    // Every symbol of the alphabet shows up in 32,000 draws.
    expect(new Set(keys.join('').replace(/-/g, '')).size).toBe(34);
  });
  it.each(['ABCD-EFGH-JKLM-NPQR', '0000-1111-2222-3333'])('accepts %s', (key) => expect(isLicenseKey(key)).toBe(true));
  it.each(['ABCD-EFGH-JKLM-NPQI', 'abcd-efgh-jklm-npqr', 'ABCDEFGHJKLMNPQR', '1234-5678-9012-345'])('refuses %s', (key) => expect(isLicenseKey(key)).toBe(false));
});
