import type { ActionDefinition } from '../../../runtime/shared/index.js';
import { getSuccessNotice, getUnmovedMessage } from '../../../runtime/web/actions/getSuccessNotice.js';
import { getMessages } from '../../../runtime/web/i18n/index.js';

const action = (kind: ActionDefinition['kind'], success: string | null = null): ActionDefinition => ({
  kind, placement: 'row', label: null, request: null, to: null, confirm: null, success, tab: null, when: null,
});

describe('getSuccessNotice', () => {
  it.each<[string, ActionDefinition, string]>([
    ['declared text first', action('transition', 'Factura emitida'), 'Factura emitida'],
    ['transition', action('transition'), 'Estado cambiado'],
    ['delete', action('delete'), 'Eliminado'],
    ['move', action('move'), 'Movido'],
    ['insert', action('insert'), 'Creado'],
    ['inline edit', action('inlineEdit'), 'Guardado'],
    ['assign', action('assign'), 'Asignado'],
    ['unassign', action('unassign'), 'Quitado'],
  ])('%s', (_name, given, want) => {
    expect(getSuccessNotice(given, getMessages('es'))).toBe(want);
  });

  it("reads a refused move's message only", () => {
    expect(getUnmovedMessage({ moved: false, message: 'El registro ya está en la primera posición.' })).toBe('El registro ya está en la primera posición.');
    expect(getUnmovedMessage({ moved: true, _id: 'a', position: 2 })).toBeNull();
    expect(getUnmovedMessage(null)).toBeNull();
  });
});
