import { emitIndex, getPageRoutes, getTemplates } from '../../../generator/index.js';
import { expectGolden } from '../expectGolden.js';
import { basicModel, getFixtureSchemasModel } from '../fixtureModel.js';

describe('emitIndex', () => {
  it('emits generated/index.ts from the fixture', () => {
    const file = emitIndex(basicModel, getTemplates());
    expect(file.path).toBe('generated/index.ts');
    expectGolden('index.ts.golden', file.contents);
  });

  it('sorts entities by name whatever the input order', () => {
    const reversed = { ...basicModel, entities: [...basicModel.entities].reverse() };
    expect(emitIndex(reversed, getTemplates()).contents).toBe(emitIndex(basicModel, getTemplates()).contents);
  });

  it('lists every grid, form and view page sorted by path; grids sharing a page id make one page', () => {
    const model = getFixtureSchemasModel();
    expect(getPageRoutes(model.entities, model.pages)).toEqual([
      { path: '/contents', kind: 'grid', title: 'Contenidos', parts: [{ entity: 'content', name: 'contents' }] },
      { path: '/contents/{content}/lessons', kind: 'grid', title: 'Lecciones del contenido', parts: [{ entity: 'lesson', name: 'byContent' }] },
      { path: '/contents/{parent}', kind: 'grid', title: 'Subitems', parts: [{ entity: 'content', name: 'subitems' }] },
      { path: '/deliveries', kind: 'grid', title: 'Entregas', parts: [{ entity: 'delivery', name: 'deliveries' }] },
      { path: '/deliveries/new', kind: 'form', title: 'Nueva entrega', parts: [{ entity: 'delivery', name: 'create' }] },
      { path: '/deliveries/{_id}', kind: 'view', title: 'Entrega', parts: [{ entity: 'delivery', name: 'view' }] },
      { path: '/history', kind: 'grid', title: 'Historial', parts: [{ entity: 'auditEntry', name: 'auditLog' }] },
      { path: '/history/jobs/{job}', kind: 'grid', title: 'Historial de la operación en lote', parts: [{ entity: 'auditEntry', name: 'jobHistory' }] },
      { path: '/history/{entity}/{recordId}', kind: 'grid', title: 'Historial del registro', parts: [{ entity: 'auditEntry', name: 'recordHistory' }] },
      { path: '/invoices', kind: 'grid', title: 'Facturas', parts: [{ entity: 'invoice', name: 'invoices' }] },
      { path: '/lessons', kind: 'grid', title: 'Lecciones', parts: [{ entity: 'lesson', name: 'lessons' }] },
      { path: '/lessons/new', kind: 'form', title: 'Nueva lección', parts: [{ entity: 'lesson', name: 'create' }] },
      { path: '/lessons/{_id}/edit', kind: 'form', title: 'Editar lección', parts: [{ entity: 'lesson', name: 'edit' }] },
      { path: '/lessons/{_id}/view', kind: 'view', title: 'Lección', parts: [{ entity: 'lesson', name: 'view' }] },
      { path: '/products', kind: 'grid', title: 'Productos', parts: [{ entity: 'product', name: 'products' }] },
      { path: '/products/new', kind: 'form', title: 'Nuevo producto', parts: [{ entity: 'product', name: 'create' }] },
      { path: '/quizzes', kind: 'grid', title: 'Exámenes', parts: [{ entity: 'quiz', name: 'quizzes' }] },
      { path: '/quizzes/{quiz}/questions', kind: 'grid', title: 'Ejercicios del examen', parts: [{ entity: 'question', name: 'questionsInQuiz' }, { entity: 'question', name: 'questionsForContent' }] },
      { path: '/sellers', kind: 'grid', title: 'Vendedores', parts: [{ entity: 'seller', name: 'sellers' }] },
      { path: '/sellers/new', kind: 'form', title: 'Nuevo vendedor', parts: [{ entity: 'seller', name: 'create' }] },
      { path: '/sellers/{_id}', kind: 'view', title: 'Vendedor', parts: [{ entity: 'seller', name: 'view' }] },
      { path: '/sellers/{_id}/edit', kind: 'form', title: 'Editar vendedor', parts: [{ entity: 'seller', name: 'edit' }] },
    ]);
  });

  it('orders a shared page by app.json pages, else by entity and declaration order, titled by the first grid', () => {
    const { entities } = getFixtureSchemasModel();
    const page = (routes: ReturnType<typeof getPageRoutes>) => routes.find((route) => route.path === '/quizzes/{quiz}/questions')!;
    expect(page(getPageRoutes(entities))).toEqual({
      path: '/quizzes/{quiz}/questions',
      kind: 'grid',
      title: 'Ejercicios del contenido',
      parts: [
        { entity: 'question', name: 'questionsForContent' },
        { entity: 'question', name: 'questionsInQuiz' },
      ],
    });
    const untitled = [{ id: 'quizQuestions', title: null, parts: [{ entity: 'question', name: 'questionsInQuiz' }, { entity: 'question', name: 'questionsForContent' }] }];
    expect(page(getPageRoutes(entities, untitled)).title).toBe('Ejercicios del examen');
  });

  it('emits the fixture schemas, shared page included', () => {
    expectGolden('fixtures-index.ts.golden', emitIndex(getFixtureSchemasModel(), getTemplates()).contents);
  });
});
