// A reference whose display is a label template ("{pet} – {startsAt:shortDateTime}") on both stores: list and get
// rows, the lookup's options and search, the export and the history all show the filled template.
import { createClinicApi, clinicModel } from '../../fixtures/vetClinicModel.js';
import { describeEachStore } from '../../testStores.js';

/** An instant's wall-clock day and time in the server's time zone, as a shortDateTime placeholder shows it. */
const shortAt = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const PERLA = `Perla – ${shortAt('2026-12-01T10:30:00Z')}`;
const TOBY = `Toby – ${shortAt('2026-11-20T09:05:00Z')}`;

describeEachStore(
  'label templates',
  (store) => {
    const api = createClinicApi(store);

    async function seed() {
      const owner = await api.owner('Marta Gil');
      const [perla, toby] = [await api.pet('Perla', owner._id), await api.pet('Toby', owner._id)];
      const vet = await api.vet('Ana Ruiz');
      const first = await api.appointment(perla._id, vet._id, '2026-12-01T10:30:00Z');
      const second = await api.appointment(toby._id, vet._id, '2026-11-20T09:05:00Z');
      return { first, second, invoice: await api.invoice(first._id, 40) };
    }

    it('list and get rows carry the filled template in $labels', async () => {
      const { invoice } = await seed();
      expect(invoice.$labels).toEqual({ appointment: PERLA });
      const list = await store().request({ method: 'GET', url: '/api/invoices?pageSize=10' });
      expect(list.data.data.map((row: { $labels: unknown }) => row.$labels)).toEqual([{ appointment: PERLA }]);
      expect((await store().request({ method: 'GET', url: `/api/invoices/${invoice._id}` })).data.$labels).toEqual({ appointment: PERLA });
    });

    it.each([
      ['no text: every row, ordered by the first field of its own (the start)', '', [TOBY, PERLA]],
      ["the text in a named reference's label", 'perl', [PERLA]],
      ['text nowhere', 'zzz', []],
    ])('the lookup offers labels: %s', async (_name, q, want) => {
      await seed();
      const response = await store().request({ method: 'GET', url: `/api/lookup/invoice/appointment?q=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(200);
      expect(response.data.data.map((option: { label: string }) => option.label)).toEqual(want);
    });

    it('the lookup labels given ids', async () => {
      const { first, second } = await seed();
      const response = await store().request({ method: 'GET', url: `/api/lookup/invoice/appointment?ids=${second._id},${first._id}` });
      expect(response.data.data.map((option: { label: string }) => option.label)).toEqual([TOBY, PERLA]);
    });

    it('the export writes the label, the history names it', async () => {
      const { invoice } = await seed();
      const csv = await store().request({ method: 'GET', url: '/api/invoices?format=csv' });
      expect(csv.body).toContain(PERLA);
      const history = await store().request({ method: 'GET', url: '/api/audit?pageSize=50' });
      const entry = history.data.data.find((row: { recordId: string }) => row.recordId === invoice._id);
      expect(JSON.stringify(entry.changes)).toContain(PERLA);
    });
  },
  { entities: clinicModel.entities, app: clinicModel.app },
);

// The same labels on a site that shows dates aaaa-mm-dd: the server's labels follow app.json's dateDisplay.
const isoShortAt = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

describeEachStore(
  'label templates on a site showing dates aaaa-mm-dd',
  (store) => {
    const api = createClinicApi(store);

    it('$labels, the lookup and the history show the date in that order', async () => {
      const owner = await api.owner('Marta Gil');
      const perla = await api.pet('Perla', owner._id);
      const vet = await api.vet('Ana Ruiz');
      const appointment = await api.appointment(perla._id, vet._id, '2026-12-01T10:30:00Z');
      const invoice = await api.invoice(appointment._id, 40);
      const label = `Perla – ${isoShortAt('2026-12-01T10:30:00Z')}`;
      expect(invoice.$labels).toEqual({ appointment: label });
      const lookup = await store().request({ method: 'GET', url: `/api/lookup/invoice/appointment?ids=${appointment._id}` });
      expect(lookup.data.data.map((option: { label: string }) => option.label)).toEqual([label]);
      const history = await store().request({ method: 'GET', url: '/api/audit?pageSize=50' });
      const entry = history.data.data.find((row: { recordId: string }) => row.recordId === invoice._id);
      expect(JSON.stringify(entry.changes)).toContain(label);
    });
  },
  { entities: clinicModel.entities, app: { ...clinicModel.app, dateDisplay: 'aaaa-mm-dd' } },
);
