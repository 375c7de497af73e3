import { createEntityRegistry, toFieldValue } from '../../../runtime/server/model/index.js';
import type { EntityDefinition, FieldDefinition } from '../../../runtime/shared/index.js';
import { commentEntity, contentEntity, learningEntities, lessonEntity, questionEntity, quizQuestionEntity } from '../fixtures/learningEntities.js';

describe('createEntityRegistry', () => {
  const registry = createEntityRegistry(learningEntities);

  it('lists the references pointing at each entity, self-references included', () => {
    const incoming = (name: string) => registry.getIncomingReferences(name).map(({ entity, reference }) => `${entity.entity}.${reference.field}:${reference.onDelete}`);
    expect(incoming('content').sort()).toEqual(['content.parent:cascade', 'lesson.content:restrict', 'question.content:cascade']);
    expect(incoming('question').sort()).toEqual(['comment.exercise:setNull', 'option.question:cascade', 'quizQuestion.question:cascade']);
    expect(incoming('invoice')).toEqual([]);
    expect(registry.getReference(commentEntity, 'user')).toMatchObject({ entity: 'user', display: 'nombre' });
    expect(registry.getReference(commentEntity, 'description')).toBeUndefined();
    expect(() => registry.get('planet')).toThrow(/Unknown entity "planet"/);
  });

  it.each([
    ['an unknown entity', { ...lessonEntity, references: [{ field: 'content', entity: 'course', display: 'name', onDelete: 'restrict', many: false }] }, /unknown entity "course"/],
    ['an unknown field', { ...lessonEntity, references: [{ field: 'curso', entity: 'content', display: 'nombre', onDelete: 'restrict', many: false }] }, /unknown field lesson\.curso/],
    ['an unknown display field', { ...lessonEntity, references: [{ field: 'content', entity: 'content', display: 'title', onDelete: 'restrict', many: false }] }, /content\.title/],
  ] as [string, EntityDefinition, RegExp][])('refuses a reference to %s', (_case, lesson, error) => {
    expect(() => createEntityRegistry([contentEntity, lesson])).toThrow(error);
  });
});

describe('toFieldValue', () => {
  const field = (storage: FieldDefinition['storage']): FieldDefinition => ({ name: 'f', title: 'F', schema: {}, storage, readOnly: false, required: false, html: false, secret: false });
  it.each([
    ['text', 'text', 'abc', 'abc'],
    ['integer', 'integer', '12', 12],
    ['negative integer', 'integer', '-3', -3],
    ['fraction for integer', 'integer', '1.5', undefined],
    ['empty integer', 'integer', '', undefined],
    ['real', 'real', '1.5', 1.5],
    ['not a number', 'real', 'abc', undefined],
    ['true', 'boolean', 'true', true],
    ['false', 'boolean', 'false', false],
    ['other boolean', 'boolean', '1', undefined],
  ] as const)('%s', (_name, storage, given, want) => {
    expect(toFieldValue(field(storage), given)).toBe(want);
  });
});

// Keep the fixture honest: every link entity the learning fixture uses is a real relation.
it('the learning fixture declares the quiz link as a relation of two references', () => {
  const assign = quizQuestionEntity.endpoints.find((endpoint) => endpoint.kind === 'assign')!;
  expect(assign.relation).toEqual({ scope: 'quiz', target: 'question' });
  expect(questionEntity.endpoints.find((endpoint) => endpoint.through)?.through).toEqual({ entity: 'quizQuestion', field: 'question', scope: 'quiz' });
});
