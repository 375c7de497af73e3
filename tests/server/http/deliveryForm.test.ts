// Form-encoded delivery creates in bracket notation (sellers[], uploads[i][url], productKeys[i][…], billing[…]),
// and the billing conditions, enforced by ajv with Spanish messages and field paths the form can place.
import { billings, createDeliveryApi } from '../fixtures/createDeliveryApi.js';
import { deliveryApp, deliveryEntities, deliveryEntity } from '../fixtures/deliveryEntities.js';
import { describeEachStore } from '../testStores.js';

describeEachStore(
  'delivery form bodies and billing conditions',
  (store) => {
    const api = createDeliveryApi(store);
    const postForm = (payload: string) =>
      store().request({ method: 'POST', url: '/api/deliveries/create', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    const form = (entries: [string, string][]) => new URLSearchParams(entries).toString();
    const base: [string, string][] = [
      ['voucherNumber', '001-002-000123'],
      ['country', 'EC'],
      ['identificationNumber', '1712345678'],
      ['name', 'Pedro Páez'],
    ];

    it('takes bracket notation: sellers[], uploads[i][…], productKeys[i][…] with an empty productKey, billing[…]', async () => {
      const [ana, luis] = [await api.seller('Ana Torres'), await api.seller('Luis Rojas')];
      const math = await api.product('Matemáticas', 99);
      const response = await postForm(
        form([
          ...base,
          ['sellers[]', ana._id],
          ['sellers[]', luis._id],
          ['uploads[0][url]', '/api/uploads/deliveries/0123456789abcdef.pdf'],
          ['uploads[0][name]', 'Comprobante de pago'],
          ['uploads[1][url]', '/api/uploads/deliveries/fedcba9876543210.png'],
          ['uploads[1][name]', 'Captura'],
          ['productKeys[0][productId]', math._id],
          ['productKeys[0][courseName]', 'Matemáticas'],
          ['productKeys[0][productKey]', ''],
          ['productKeys[0][salePrice]', '79.90'],
          ['productKeys[0][pricetag]', '99'],
          ['productKeys[0][expirationDate]', '2027-06-30'],
          ['productKeys[1][productId]', math._id],
          ['productKeys[1][courseName]', 'Matemáticas'],
          ['productKeys[1][productKey]', ''],
          ['productKeys[1][salePrice]', '20.1'],
          ['productKeys[1][pricetag]', '99'],
          ['productKeys[1][expirationDate]', ''],
          ['billing[country]', 'EC'],
          ['billing[isEmptyInvoice]', 'false'],
          ['billing[isBillingInformationRequestedToUser]', 'on'],
          ['billing[daysToRequestInvoice]', '7'],
          ['billing[email]', ''],
        ]),
      );
      expect(response.statusCode).toBe(201);
      expect(response.data).toMatchObject({
        sellers: [ana._id, luis._id],
        uploads: [
          { url: '/api/uploads/deliveries/0123456789abcdef.pdf', name: 'Comprobante de pago' },
          { url: '/api/uploads/deliveries/fedcba9876543210.png', name: 'Captura' },
        ],
        billing: { country: 'EC', isEmptyInvoice: false, isBillingInformationRequestedToUser: true, daysToRequestInvoice: 7 },
      });
      const lines = response.data.productKeys as Record<string, unknown>[];
      expect(lines.map((line) => [line.salePrice, line.pricetag, line.expirationDate])).toEqual([
        [79.9, 99, '2027-06-30'],
        [20.1, 99, undefined],
      ]);
      expect(response.data.invoices[0]).toMatchObject({ total: 100, name: 'Consumidor final', identificationNumber: '9999999999999' });
    });

    it('a final consumer needs only the country (checkbox "on", other fields hidden and empty)', async () => {
      const response = await postForm(
        form([...base, ['billing[country]', 'CO'], ['billing[isEmptyInvoice]', 'on'], ['billing[name]', ''], ['billing[email]', ''], ['billing[daysToRequestInvoice]', '']]),
      );
      expect(response.statusCode).toBe(201);
      expect(response.data.billing).toEqual({ country: 'CO', isEmptyInvoice: true, isBillingInformationRequestedToUser: false, name: '' });
    });

    it('reads 200 lines (1,200 fields past qs defaults) and refuses a form past 10,000 fields', async () => {
      const math = await api.product('Matemáticas');
      const lines = Array.from({ length: 200 }, (_, index): [string, string][] => [
        [`productKeys[${index}][productId]`, math._id],
        [`productKeys[${index}][courseName]`, 'Matemáticas'],
        [`productKeys[${index}][productKey]`, ''],
        [`productKeys[${index}][salePrice]`, '1.5'],
        [`productKeys[${index}][pricetag]`, '99'],
        [`productKeys[${index}][expirationDate]`, '2027-06-30'],
      ]).flat();
      const response = await postForm(form([...base, ['billing[country]', 'EC'], ['billing[isEmptyInvoice]', 'on'], ...lines]));
      expect(response.statusCode).toBe(201);
      expect(response.data.productKeys).toHaveLength(200);
      expect(response.data.invoices[0].total).toBe(300);
      const huge = await postForm(form([...base, ...Array.from({ length: 10_000 }, (_, index): [string, string] => [`x${index}`, '1'])]));
      expect(huge.statusCode).toBe(413);
      expect(huge.data.error).toBe('El formulario tiene demasiados campos (máximo 10.000).');
    });

    it('a bad line in a form body names the line', async () => {
      const math = await api.product('Matemáticas');
      const response = await postForm(
        form([...base, ['billing[country]', 'EC'], ['billing[isEmptyInvoice]', 'true'], ['productKeys[0][productId]', math._id], ['productKeys[0][salePrice]', 'gratis']]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({ field: 'productKeys[0].salePrice', error: 'Precio de venta: Debe ser un número.' });
    });

    const conditions: [string, Record<string, unknown>, { field: string; message: string }[]][] = [
      ['no billing at all', {}, [{ field: 'billing', message: 'El campo «Información de facturación» es obligatorio.' }]],
      ['a final consumer without a country', { isEmptyInvoice: true }, [{ field: 'billing.country', message: 'El campo «País» es obligatorio.' }]],
      [
        'requested without the days',
        { country: 'EC', isBillingInformationRequestedToUser: true },
        [{ field: 'billing.daysToRequestInvoice', message: 'El campo «Días para solicitar la factura» es obligatorio.' }],
      ],
      ['requested with 0 days', { ...billings.requested, daysToRequestInvoice: 0 }, [{ field: 'billing.daysToRequestInvoice', message: 'Días para solicitar la factura: Debe ser mayor o igual que 1.' }]],
      ['requested with 21 days', { ...billings.requested, daysToRequestInvoice: 21 }, [{ field: 'billing.daysToRequestInvoice', message: 'Días para solicitar la factura: Debe ser menor o igual que 20.' }]],
      [
        'requested with 2.5 days',
        { ...billings.requested, daysToRequestInvoice: 2.5 },
        [{ field: 'billing.daysToRequestInvoice', message: 'Días para solicitar la factura: Debe ser un número entero.' }],
      ],
      [
        'neither: the five fields',
        { country: 'EC' },
        ['identificationNumber', 'name', 'phone', 'address', 'email'].map((name) => ({
          field: `billing.${name}`,
          message: expect.stringMatching(/^El campo «.+» es obligatorio\.$/) as unknown as string,
        })),
      ],
      ['neither, with a bad e-mail', { ...billings.full, email: 'facturas-arroba-andina' }, [{ field: 'billing.email', message: 'Correo electrónico: Escriba un correo válido.' }]],
      ['neither, with an empty name', { ...billings.full, name: '' }, [{ field: 'billing.name', message: expect.stringMatching(/^Nombre \/ razón social: /) as unknown as string }]],
      ['an unknown billing key', { ...billings.finalConsumer, ruc: '1' }, [{ field: 'billing.ruc', message: 'El campo «billing.ruc» no existe en entrega.' }]],
    ];
    it.each(conditions)('400 for %s, with field paths', async (_case, billing, details) => {
      const body = api.deliveryBody({ billing });
      if (Object.keys(billing).length === 0) delete body.billing;
      const response = await api.deliver(body);
      expect(response.statusCode).toBe(400);
      expect(response.data.details).toEqual(details);
      expect(response.data).toMatchObject({ field: details[0]!.field, error: details[0]!.message });
      expect(await api.count('deliveries')).toBe(0);
    });

    it.each([
      ['final consumer', billings.finalConsumer],
      ['requested', billings.requested],
      ['full data', billings.full],
      ['requested, 20 days', { ...billings.requested, daysToRequestInvoice: 20 }],
    ])('201 for %s', async (_case, billing) => {
      const response = await api.deliver(api.deliveryBody({ billing }));
      expect(response.statusCode).toBe(201);
    });
  },
  { entities: deliveryEntities, app: deliveryApp },
);

// A created row that does not fit its entity: a 400 naming the body field its template read, nothing written.
const brokenDelivery = { ...deliveryEntity, creates: [{ entity: 'invoice', values: { total: '{sum:productKeys.salePrice}', country: '{name}' } }] };

describeEachStore(
  'delivery create: a created row that does not fit',
  (store) => {
    const api = createDeliveryApi(store);
    it('is a 400 naming the source field and writes nothing', async () => {
      const response = await api.deliver(api.deliveryBody({ name: 'Pedro Páez' }));
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({ field: 'name', error: expect.stringMatching(/^No se pudo crear el registro de factura con los datos enviados: País: /) });
      expect([await api.count('deliveries'), await api.count('invoices')]).toEqual([0, 0]);
    });
  },
  { entities: deliveryEntities.map((entity) => (entity.entity === 'delivery' ? brokenDelivery : entity)), app: deliveryApp },
);
