// Every text the server sends to people, in Spanish (the admin's locale), with the English meaning beside it.
export const messages = {
  /** Record not found. */
  notFound: (label: string, id: string) => `Registro no encontrado: no existe ${label} con _id «${id}».`,
  /** Unknown API route. */
  routeNotFound: (method: string, url: string) => `Ruta no encontrada: ${method} ${url}.`,
  /** Unknown query parameter. */
  unknownQueryParameter: (name: string) => `Parámetro de consulta desconocido: «${name}».`,
  /** Query parameter given more than once or as an object. */
  queryParameterNotText: (name: string) => `El parámetro «${name}» debe ser un único texto.`,
  /** pageIndex invalid. */
  invalidPageIndex: () => 'El parámetro «pageIndex» debe ser un número entero mayor o igual que 1.',
  /** pageSize invalid. */
  invalidPageSize: (max: number) => `El parámetro «pageSize» debe ser un número entero entre 1 y ${max}.`,
  /** sortField not sortable. */
  invalidSortField: (name: string, allowed: readonly string[]) =>
    allowed.length > 0
      ? `No se puede ordenar por «${name}». Campos permitidos: ${allowed.join(', ')}.`
      : `No se puede ordenar por «${name}»: esta lista no admite ordenación.`,
  /** sortOrder invalid. */
  invalidSortOrder: () => 'El parámetro «sortOrder» debe ser «asc» o «desc».',
  /** Body is not an object. */
  bodyNotObject: () => 'El cuerpo de la petición debe ser un objeto con los campos del registro.',
  /** Required field missing. */
  required: (title: string) => `El campo «${title}» es obligatorio.`,
  /** Key that is not a field. */
  unknownField: (name: string, label: string) => `El campo «${name}» no existe en ${label}.`,
  /** Key of a read-only field. */
  readOnlyField: (title: string) => `El campo «${title}» es de solo lectura y no se puede enviar.`,
  /** Generic field error: title plus ajv's localized message. */
  invalidField: (title: string, message: string) => `${title}: ${message}.`,
  /** Body `_id` differs from the path. */
  idMismatch: (bodyId: string, pathId: string) => `El _id del cuerpo («${bodyId}») no coincide con el de la ruta («${pathId}»).`,
  /** Move direction invalid. */
  invalidDirection: () => 'La dirección debe ser «up» o «down».',
  /** Move up at the top. */
  alreadyFirst: () => 'El registro ya está en la primera posición.',
  /** Move down at the bottom. */
  alreadyLast: () => 'El registro ya está en la última posición.',
  /** Malformed JSON body. */
  invalidJson: () => 'El cuerpo de la petición no es un JSON válido.',
  /** Unsupported Content-Type. */
  unsupportedMediaType: (type: string) => `Tipo de contenido no admitido: ${type || '(ninguno)'}. Usa application/json o un formulario.`,
  /** Body too large. */
  bodyTooLarge: () => 'El cuerpo de la petición es demasiado grande.',
  /** Any other 4xx. */
  badRequest: (detail: string) => `Petición no válida: ${detail}`,
  /** 5xx. */
  internalError: () => 'Ha ocurrido un error interno en el servidor.',
  /** The web app has not been built. */
  webAppMissing: (webRoot: string) =>
    `La aplicación web no está compilada (no existe ${webRoot}/index.html). Ejecuta \`npm run build\` y vuelve a cargar la página.\n` +
    `The web app is not built: run \`npm run build\`.`,
} as const;
