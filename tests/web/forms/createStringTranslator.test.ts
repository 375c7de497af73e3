import { TranslatableString } from '@rjsf/utils';
import { createStringTranslator } from '../../../runtime/web/forms/createStringTranslator.js';
import { getMessages } from '../../../runtime/web/index.js';

describe('createStringTranslator', () => {
  const translate = createStringTranslator(getMessages('es'));

  it.each([
    [TranslatableString.YesLabel, undefined, 'Sí'],
    [TranslatableString.AddItemButton, undefined, 'Agregar elemento'],
    [TranslatableString.RemoveButton, undefined, 'Eliminar'],
    [TranslatableString.OptionPrefix, ['2'], 'Opción 2'],
    // Not in the catalog: RJSF's English, with its parameters filled.
    [TranslatableString.UnknownFieldType, ['foo'], 'Unknown field type foo'],
  ])('%s', (key, params, want) => {
    expect(translate(key, params)).toBe(want);
  });
});
