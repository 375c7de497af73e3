import { replaceStringParameters, TranslatableString } from '@rjsf/utils';
import type { Messages } from '../i18n/index.js';

/** RJSF's own texts (array buttons, yes/no, date widgets) from the catalog; anything not listed stays RJSF's English. */
export function createStringTranslator(messages: Messages): (key: TranslatableString, params?: string[]) => string {
  const texts: Partial<Record<TranslatableString, string>> = {
    [TranslatableString.YesLabel]: messages.yes,
    [TranslatableString.NoLabel]: messages.no,
    [TranslatableString.AddButton]: messages.add,
    [TranslatableString.AddItemButton]: messages.formAddItem,
    [TranslatableString.RemoveButton]: messages.delete,
    [TranslatableString.MoveUpButton]: messages.moveUp,
    [TranslatableString.MoveDownButton]: messages.moveDown,
    [TranslatableString.CopyButton]: messages.formCopy,
    [TranslatableString.EmptyArray]: messages.formEmptyArray,
    [TranslatableString.ClearLabel]: messages.formClear,
    [TranslatableString.NowLabel]: messages.formNow,
    [TranslatableString.ArrayItemTitle]: messages.formItem,
    [TranslatableString.ErrorsLabel]: messages.formErrors,
    [TranslatableString.CloseLabel]: messages.formClose,
    [TranslatableString.AriaDateLabel]: messages.formSelectDate,
    [TranslatableString.OptionPrefix]: messages.formOption,
  };
  // Like RJSF's englishStringTranslator: the enum's value is the English text, with %1… parameters.
  return (key, params) => replaceStringParameters(texts[key] ?? key, params);
}
