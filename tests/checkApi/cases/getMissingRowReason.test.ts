// A success case without a row says why: only rows check-api may not change, or no row at all and what could make one.
import { getMissingRowReason } from '../../../runtime/checkApi/cases/getMissingRowReason.js';
import { getDocumentedOperations, type OpenApiDocument } from '../../../runtime/checkApi/index.js';

const answered = { '200': { description: 'ok' } };
const document: OpenApiDocument = {
  paths: {
    '/quizzes': { get: { operationId: 'quizList', responses: answered, 'x-admin-gen': { entity: 'quiz', name: 'list', kind: 'list' } } },
    '/quizzes/{quiz}/questions': { post: { operationId: 'quizQuestionAssign', responses: answered, 'x-admin-gen': { entity: 'quizQuestion', name: 'assign', kind: 'assign', ids: { quiz: 'quiz' }, bodyId: 'question' } } },
    '/orders/{_id}/bill': { post: { operationId: 'orderBill', responses: answered, 'x-admin-gen': { entity: 'order', name: 'bill', kind: 'transition', creates: ['invoice'] } } },
  },
};
const operations = getDocumentedOperations(document);

describe('getMissingRowReason', () => {
  it.each<[string, string, readonly Record<string, unknown>[], RegExp]>([
    ['listed rows check-api may not change', 'quiz', [{ _id: 'q1' }], /^would change a row of quiz that check-api did not make/],
    ['no row and nothing that makes one', 'quiz', [], /^no quiz row exists: the server lists none and the document has no create operation for quiz, nor a transition, link or import that makes one$/],
    ["no row, and a link's assign", 'quizQuestion', [], /^no quizQuestion row exists: .*; check-api made none through quizQuestionAssign$/],
    ["no row, and a transition's creates", 'invoice', [], /^no invoice row exists: .*; check-api made none through orderBill$/],
  ])('%s', (_case, entity, listed, reason) => {
    expect(getMissingRowReason(entity, listed, operations)).toMatch(reason);
  });
});
