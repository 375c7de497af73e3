import { screen } from '@testing-library/react';
import { ACTION_KINDS, CELL_KINDS, FILTER_KINDS, WIDGET_NAMES } from '../../../runtime/shared/index.js';
import type { GridDefinition } from '../../../runtime/shared/index.js';
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
import { checkUiSchemaWidgets, getDefaultWidgets, getWidget } from '../../../runtime/web/forms/widgetRegistry.js';
import { fixtureEntities, sellerEntity } from '../../fixtures/entities.js';
import { answerList } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

describe('registries', () => {
  it.each([
    ['cell kind', () => getCell(getDefaultCells(), 'money'), 'Unknown cell kind "money". Known cell kinds: boolean, date, datetime, number, text.'],
    ['filter kind', () => getFilter(getDefaultFilters(), 'dateRange'), 'Unknown filter kind "dateRange". Known filter kinds: text.'],
    [
      'action kind',
      () => getActionKind(getDefaultActions(), 'transition'),
      'Unknown action kind "transition". Known action kinds: delete, inlineEdit, insert, link, move.',
    ],
    [
      'widget',
      () => getWidget(getDefaultWidgets(), 'sellerPicker'),
      'Unknown widget "sellerPicker". Known widgets: checkbox, email, hidden, password, radio, select, text, textarea, updown, uri.',
    ],
  ])('an unknown %s throws naming the known names', (_what, lookUp, message) => {
    expect(lookUp).toThrow(message);
  });

  it('does not resolve names inherited from Object.prototype', () => {
    expect(() => getCell(getDefaultCells(), 'toString')).toThrow('Unknown cell kind "toString"');
  });

  it('every name of the shared model has an entry', () => {
    expect(Object.keys(getDefaultCells()).sort()).toEqual([...CELL_KINDS].sort());
    expect(Object.keys(getDefaultFilters()).sort()).toEqual([...FILTER_KINDS].sort());
    expect(Object.keys(getDefaultActions()).sort()).toEqual([...ACTION_KINDS].sort());
    expect(Object.keys(getDefaultWidgets()).sort()).toEqual([...WIDGET_NAMES].sort());
  });

  it('checks ui:widget names of a uiSchema, nested too', () => {
    const widgets = getDefaultWidgets();
    expect(() => checkUiSchemaWidgets({ name: { 'ui:widget': 'textarea' } }, widgets)).not.toThrow();
    expect(() => checkUiSchemaWidgets({ billing: { country: { 'ui:widget': 'countryPicker' } } }, widgets)).toThrow(
      'Unknown widget "countryPicker"',
    );
  });

  it('overrides replace single entries', () => {
    const Money = () => null;
    const registry = getDefaultRegistry({ cells: { number: Money } });
    expect(registry.cells.number).toBe(Money);
    expect(registry.cells.text).toBe(getDefaultCells().text);
  });

  it('an unknown route target throws naming the known ones', () => {
    const entities = new Map(fixtureEntities.map((entity) => [entity.entity, entity]));
    expect(() => getPageDefinition(entities, { path: '/x', kind: 'form', entity: 'seller', name: 'clone' })).toThrow(
      'Route /x names form "clone" of entity "seller", which does not exist. Known forms: create, edit.',
    );
    expect(() => getPageDefinition(entities, { path: '/x', kind: 'grid', entity: 'buyer', name: 'buyers' })).toThrow(
      'Unknown entity "buyer". Known entities: courseCategory, institute, seller.',
    );
  });

  it('a grid naming an unknown cell kind shows the registry error on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const grid = sellerEntity.grids[0]!;
    // A name the model's types forbid, as a stale generated module could still carry.
    const broken: GridDefinition = { ...grid, columns: [{ ...grid.columns[0]!, cell: 'money' as 'text' }] };
    const entity = { ...sellerEntity, grids: [broken] };
    renderAdmin('/sellers', (request) => answerList([{ _id: 'a', name: 'Ana' }], request), {
      entities: fixtureEntities.map((candidate) => (candidate.entity === 'seller' ? entity : candidate)),
    });
    expect(await screen.findByText('Ha ocurrido un error inesperado.')).toBeTruthy();
    expect(screen.getByText(/Unknown cell kind "money"/)).toBeTruthy();
  });
});
