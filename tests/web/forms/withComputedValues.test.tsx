// Computed fields in forms: drawn read-only, computed live by the shared function as the user types (from the typed
// values, the loaded record's other fields and its lines), and never sent. The clinic fixture goes through the generator.
import { screen, waitFor } from '@testing-library/react';
import { withComputedValues, withoutComputedValues } from '../../../runtime/web/forms/withComputedValues.js';
import { getClinicModel } from '../../fixtures/clinic/clinicModel.js';
import { getFixtureEntity } from '../../fixtures/loadFixtureModel.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

const model = getClinicModel();
const entities = new Map(model.entities.map((entity) => [entity.entity, entity]));
const invoice = getFixtureEntity(model, 'invoice');
const line = getFixtureEntity(model, 'invoiceLine');

describe('withComputedValues', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown> | null, string[], Record<string, unknown>]>([
    ['a line as typed', { quantity: 3, price: 2.5 }, null, ['quantity', 'price', 'amount'], { quantity: 3, price: 2.5, amount: 7.5 }],
    ['an input still empty leaves the field empty', { quantity: 3, amount: 9 }, null, ['quantity', 'price', 'amount'], { quantity: 3 }],
    ['a field the form does not show is not added', { quantity: 3, price: 2 }, null, ['quantity', 'price'], { quantity: 3, price: 2 }],
  ])('%s', (_name, data, record, shown, expected) => {
    expect(withComputedValues(line, entities, shown, data, record)).toEqual(expected);
  });

  it("totals the typed lines (each line's amount computed first) or else the loaded record's", () => {
    const shown = ['customer', 'discount', 'total', 'lines'];
    const typed = { discount: 50, lines: [{ quantity: 2, price: 10 }, { quantity: 1, price: 5 }] };
    expect(withComputedValues(invoice, entities, shown, typed, null)).toEqual({ ...typed, total: 12.5 });
    expect(withComputedValues(invoice, entities, ['discount', 'total'], { discount: 10 }, { lines: [{ amount: 100 }] })).toEqual({ discount: 10, total: 90 });
  });

  it('leaves every computed field out of what is sent', () => {
    expect(withoutComputedValues(invoice, { customer: 'Ana', discount: 0, subtotal: 3, total: 3 })).toEqual({ customer: 'Ana', discount: 0 });
  });
});

describe('an edit form showing computed fields', () => {
  it('draws them read-only, computes them as the user types and sends none of them', async () => {
    const rendered = renderAdmin(
      '/invoices/i1/edit',
      (request) => {
        if (request.method === 'GET' && request.path === '/api/invoices/i1') {
          return { body: { _id: 'i1', _version: 1, customer: 'Ana', discount: 0, subtotal: 30, total: 30, lineCount: 2, lines: [{ _id: 'l1', amount: 10 }, { _id: 'l2', amount: 20 }] } };
        }
        if (request.method === 'PUT') return { body: { _id: 'i1', _version: 2, ...(request.body as object) } };
        return { body: null };
      },
      { entities: model.entities, app: model.app },
    );
    const total = (await screen.findByRole('spinbutton', { name: /^Total/ })) as HTMLInputElement;
    await waitFor(() => expect(total.value).toBe('30'));
    expect(total.readOnly || total.disabled).toBe(true);
    const discount = screen.getByRole('spinbutton', { name: /Descuento/ }) as HTMLInputElement;
    await rendered.user.clear(discount);
    await rendered.user.type(discount, '10');
    await waitFor(() => expect(total.value).toBe('27'));
    expect((screen.getByRole('spinbutton', { name: /^Subtotal/ }) as HTMLInputElement).value).toBe('30');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/invoices/i1')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/invoices/i1')[0]!.body).toEqual({ customer: 'Ana', discount: '10' }); // form-encoded
  });
});
