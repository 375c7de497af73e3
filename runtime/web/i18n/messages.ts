// The one message catalog of the web runtime: every text the UI draws comes from here.
// Spanish is the product's language; English sits beside it so keys stay translatable.

const es = {
  loading: 'Cargando...',
  empty: 'No se han encontrado resultados',
  pagerPage: 'Página: {page} de {pages}',
  pagerTotal: 'Total: {total}',
  pagerLabel: 'Paginación',
  pagerFirst: 'Primera',
  pagerPrevious: 'Anterior',
  pagerNext: 'Siguiente',
  pagerLast: 'Última',
  errorPrefix: 'Ha ocurrido un error: ',
  requestFailed: 'La solicitud ha fallado (código {status}).',
  accept: 'Aceptar',
  cancel: 'Cancelar',
  save: 'Guardar',
  delete: 'Eliminar',
  edit: 'Editar',
  add: 'Agregar',
  create: 'Nuevo',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  yes: 'Sí',
  no: 'No',
  working: 'Procesando...',
  confirmTitle: 'Confirmación',
  confirmDelete: '¿Estás seguro de eliminar este registro? Esta acción no se podrá deshacer.',
  actionsColumn: 'Acciones',
  insertRowLabel: 'Nuevo registro',
  filterRowLabel: 'Filtros',
  mainMenu: 'Menú principal',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que buscas no existe o ha sido movida.',
  backHome: 'Volver al inicio',
  unexpectedError: 'Ha ocurrido un error inesperado.',
  formRequired: 'Este campo es obligatorio.',
  saving: 'Guardando...',
  formAddItem: 'Agregar elemento',
  formCopy: 'Copiar',
  formEmptyArray: 'Todavía no hay elementos. Usa el botón de abajo para agregar uno.',
  formClear: 'Limpiar',
  formNow: 'Ahora',
  formItem: 'Elemento',
  formErrors: 'Errores',
  formClose: 'Cerrar',
  formSelectDate: 'Selecciona una fecha',
  formOption: 'Opción %1',
} as const;

/** A key of the catalog. */
export type MessageKey = keyof typeof es;

/** One language's texts; every language has every key, so a missing translation fails tsc. */
export type Messages = Readonly<Record<MessageKey, string>>;

const en: Messages = {
  loading: 'Loading...',
  empty: 'No results found',
  pagerPage: 'Page: {page} of {pages}',
  pagerTotal: 'Total: {total}',
  pagerLabel: 'Pagination',
  pagerFirst: 'First',
  pagerPrevious: 'Previous',
  pagerNext: 'Next',
  pagerLast: 'Last',
  errorPrefix: 'An error occurred: ',
  requestFailed: 'The request failed (status {status}).',
  accept: 'OK',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  edit: 'Edit',
  add: 'Add',
  create: 'New',
  moveUp: 'Move up',
  moveDown: 'Move down',
  yes: 'Yes',
  no: 'No',
  working: 'Working...',
  confirmTitle: 'Confirmation',
  confirmDelete: 'Are you sure you want to delete this record? This action cannot be undone.',
  actionsColumn: 'Actions',
  insertRowLabel: 'New record',
  filterRowLabel: 'Filters',
  mainMenu: 'Main menu',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the start',
  unexpectedError: 'An unexpected error occurred.',
  formRequired: 'This field is required.',
  saving: 'Saving...',
  formAddItem: 'Add item',
  formCopy: 'Copy',
  formEmptyArray: 'No items yet. Use the button below to add some.',
  formClear: 'Clear',
  formNow: 'Now',
  formItem: 'Item',
  formErrors: 'Errors',
  formClose: 'Close',
  formSelectDate: 'Select a date',
  formOption: 'Option %1',
};

/** Languages the catalog holds. */
export type CatalogLocale = 'es' | 'en';

export const messages: Readonly<Record<CatalogLocale, Messages>> = { es, en };

/** The catalog for a locale such as `es` or `es-EC`; Spanish when the language is not in the catalog. */
export function getMessages(locale: string): Messages {
  const language = locale.toLowerCase().split('-')[0];
  return language === 'en' ? messages.en : messages.es;
}
