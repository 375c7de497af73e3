// A fake API for the delivery form and view tests: sellers and products lists like the server's, a stored
// delivery, and what the create call answers (given per test).
import type { FetchHandler, MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { answerLookup } from '../support/lookupHandler.js';
import type { Row } from '../support/listHandler.js';

export const products: Row[] = [
  {
    _id: 'p1',
    name: 'Preuniversitario',
    course: 'c1',
    pricetag: 120,
    productKeyExpirationDate: '2027-03-31',
    $labels: { course: 'Matemáticas' },
  },
  {
    _id: 'p2',
    name: 'Ingreso a la policía',
    course: 'c2',
    pricetag: 79.9,
    productKeyExpirationDate: '2026-12-31',
    $labels: { course: 'Policía' },
  },
  { _id: 'p3', name: 'Sin curso', pricetag: 10 },
];

export interface DeliveryApiOptions {
  /** The stored delivery GET /api/deliveries/{id} returns. */
  readonly record?: Row;
  /** The answer to a POST. */
  readonly post?: (request: RecordedRequest) => MockResponse;
}

export function createDeliveryApi(options: DeliveryApiOptions = {}): FetchHandler {
  const sellers = makeSellers(12);
  return (request) => {
    if (request.method === 'GET' && request.path === '/api/sellers') return answerList(sellers, request, ['name']);
    if (request.method === 'GET' && request.path === '/api/lookup/delivery/sellers') return answerLookup(sellers, request, { display: 'name' });
    if (request.method === 'GET' && request.path === '/api/products') return answerList(products, request, ['name']);
    if (request.method === 'GET' && request.path.startsWith('/api/deliveries/') && options.record) return { body: options.record };
    if (request.method === 'POST' && options.post) return options.post(request);
    return { status: 404, body: { error: 'No encontrado' } };
  };
}
