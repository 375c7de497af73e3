import { screen } from '@testing-library/react';
import type { GridDefinition, PageRoute } from '../../../runtime/shared/index.js';
import {
  getActionKind,
  getCell,
  getDefaultActions,
  getDefaultCells,
  getDefaultFilters,
  getDefaultRegistry,
  getFilter,
  getPageDefinition,
} from '../../../runtime/web/index.js';
import { getFormUiSchema } from '../../../runtime/web/forms/getFormUiSchema.js';
import { getDefaultWidgets, getRjsfComponents, getWidget } from '../../../runtime/web/forms/widgetRegistry.js';
import { fixtureEntities, sellerEntity } from '../../fixtures/entities.js';
import { answerList } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

describe('registries', () => {
  it.each([
    [
      'cell kind',
      () => getCell(getDefaultCells(), 'currency'),
      'Unknown cell kind "currency". Known cell kinds: boolean, changes, date, datetime, enum, html, image, money, number, reference, text, url.',
    ],
    [
      'filter kind',
      () => getFilter(getDefaultFilters(), 'slider'),
      'Unknown filter kind "slider". Known filter kinds: boolean, dateRange, numberRange, reference, select, text.',
    ],
    [
      'action kind',
      () => getActionKind(getDefaultActions(), 'archive'),
      'Unknown action kind "archive". Known action kinds: assign, delete, inlineEdit, insert, link, move, transition, unassign.',
    ],
    [
      'widget',
      () => getWidget(getDefaultWidgets(), 'colorPicker'),
      'Unknown widget "colorPicker". Known widgets: checkbox, childLines, conditionalObject, date, dateTime, email, hidden, image, password, radio, reference, referencePicker, richText, select, text, textarea, updown, uploader, uri.',
    ],
  ])('an unknown %s throws naming the known names', (_what, lookUp, message) => {
    expect(lookUp).toThrow(message);
  });

  it('does not resolve names inherited from Object.prototype', () => {
    expect(() => getCell(getDefaultCells(), 'toString')).toThrow('Unknown cell kind "toString"');
  });

  it('checks ui:widget names of a uiSchema, nested too, naming where the unknown one is', () => {
    const widgets = getDefaultWidgets();
    expect(() => getFormUiSchema({ name: { 'ui:widget': 'textarea' } }, widgets)).not.toThrow();
    expect(() => getFormUiSchema({ address: { country: { 'ui:widget': 'countryPicker' } } }, widgets)).toThrow(
      /^Unknown widget "countryPicker"\. Known widgets: checkbox, childLines, .*\. \(uiSchema of "address\.country"\)$/,
    );
  });

  it.each([
    ['a standard widget stays ui:widget', { name: { 'ui:widget': 'textarea' } }, { name: { 'ui:widget': 'textarea' } }],
    ['an array drawn by an RJSF field', { authors: { 'ui:widget': 'referencePicker' } }, { authors: { 'ui:field': 'referencePicker' } }],
    ['an array drawn by an RJSF widget', { uploads: { 'ui:widget': 'uploader' } }, { uploads: { 'ui:widget': 'uploader' } }],
    ['a children array', { lines: { 'ui:widget': 'childLines' } }, { lines: { 'ui:field': 'childLines' } }],
    [
      'an object keeps its nested uiSchema and options',
      { address: { 'ui:widget': 'conditionalObject', 'ui:options': { otherwise: { hide: ['d'] } }, street: { 'ui:placeholder': 'Calle' } } },
      { address: { 'ui:field': 'conditionalObject', 'ui:options': { otherwise: { hide: ['d'] } }, street: { 'ui:placeholder': 'Calle' } } },
    ],
    ['a date string', { day: { 'ui:widget': 'date' } }, { day: { 'ui:widget': 'date' } }],
    [
      'a rich text',
      { descripcion: { 'ui:widget': 'richText', 'ui:options': { folder: 'content' } } },
      { descripcion: { 'ui:widget': 'richText', 'ui:options': { folder: 'content' } } },
    ],
  ])('getFormUiSchema: %s', (_case, given, want) => {
    expect(getFormUiSchema(given, getDefaultWidgets())).toEqual(want);
  });

  it('hands RJSF each entry under its admin-gen name, as a widget or as a field, and dateTime under the format it draws', () => {
    const { widgets, fields } = getRjsfComponents(getDefaultWidgets());
    expect(Object.keys(fields).sort()).toEqual(['childLines', 'conditionalObject', 'referencePicker']);
    expect(Object.keys(widgets).sort()).toEqual([
      'checkbox',
      'date',
      'date-time',
      'dateTime',
      'email',
      'hidden',
      'image',
      'password',
      'radio',
      'reference',
      'richText',
      'select',
      'text',
      'textarea',
      'updown',
      'uploader',
      'uri',
    ]);
    expect(widgets['date-time']).toBe(widgets.dateTime);
  });

  it('overrides replace single entries', () => {
    const Amount = () => null;
    const registry = getDefaultRegistry({ cells: { number: Amount } });
    expect(registry.cells.number).toBe(Amount);
    expect(registry.cells.text).toBe(getDefaultCells().text);
  });

  it('an unknown route target throws naming the known ones', () => {
    const entities = new Map(fixtureEntities.map((entity) => [entity.entity, entity]));
    expect(() =>
      getPageDefinition(entities, { path: '/x', kind: 'form', title: 'X', parts: [{ entity: 'seller', name: 'clone' }] }),
    ).toThrow('Route /x names form "clone" of entity "seller", which does not exist. Known forms: create, edit.');
    expect(() =>
      getPageDefinition(entities, { path: '/x', kind: 'grid', title: 'X', parts: [{ entity: 'buyer', name: 'buyers' }] }),
    ).toThrow('Unknown entity "buyer". Known entities: courseCategory, institute, seller.');
    // The second part of a shared page is checked too.
    expect(() =>
      getPageDefinition(entities, {
        path: '/x',
        kind: 'grid',
        title: 'X',
        parts: [
          { entity: 'seller', name: 'sellers' },
          { entity: 'seller', name: 'archived' },
        ],
      }),
    ).toThrow('Route /x names grid "archived" of entity "seller", which does not exist. Known grids: sellers.');
    expect(() => getPageDefinition(entities, { path: '/x', kind: 'view', title: 'X', parts: [] })).toThrow('Route /x names no view.');
    // A v1 route from a stale generated module (entity and name, no parts).
    const stale = JSON.parse('{"path":"/sellers","kind":"grid","entity":"seller","name":"sellers"}') as PageRoute;
    expect(() => getPageDefinition(entities, stale)).toThrow('Route /sellers has no "parts"; generated/ is stale, run admin-gen build.');
    expect(() =>
      getPageDefinition(entities, {
        path: '/x',
        kind: 'form',
        title: 'X',
        parts: [
          { entity: 'seller', name: 'create' },
          { entity: 'seller', name: 'edit' },
        ],
      }),
    ).toThrow('Route /x names 2 forms; only grid pages may have several parts.');
  });

  it('a grid naming an unknown cell kind shows the registry error on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const grid = sellerEntity.grids[0]!;
    // A name the model's types forbid, as a stale generated module could still carry.
    const broken: GridDefinition = { ...grid, columns: [{ ...grid.columns[0]!, cell: 'currency' as 'text' }] };
    const entity = { ...sellerEntity, grids: [broken] };
    renderAdmin('/sellers', (request) => answerList([{ _id: 'a', name: 'Ana' }], request), {
      entities: fixtureEntities.map((candidate) => (candidate.entity === 'seller' ? entity : candidate)),
    });
    expect(await screen.findByText('Ha ocurrido un error inesperado.')).toBeTruthy();
    expect(screen.getByText(/Unknown cell kind "currency"/)).toBeTruthy();
  });
});
