// Every text the server sends to people, in Spanish (the admin's locale), with the English meaning beside it.
export const messages = {
  /** Record not found. */
  notFound: (label: string, id: string) => `Registro no encontrado: no existe ${label} con _id «${id}».`,
  /** The row changed since the version the request names (412). */
  staleVersion: () => 'Otra persona cambió este registro mientras lo editaba.',
  /** A change of a row that names no version of it (428). */
  versionRequired: () => 'Falta la versión del registro (If-Match): envíe la que recibió al leerlo (su ETag, o su _version entre comillas).',
  /** Unknown API route. */
  routeNotFound: (method: string, url: string) => `Ruta no encontrada: ${method} ${url}.`,
  /** Unknown query parameter. */
  unknownQueryParameter: (name: string) => `Parámetro de consulta desconocido: «${name}».`,
  /** Query parameter given more than once or as an object. */
  queryParameterNotText: (name: string) => `El parámetro «${name}» debe ser un único texto.`,
  /** pageIndex invalid. */
  invalidPageIndex: (max: number) => `El parámetro «pageIndex» debe ser un número entero entre 1 y ${max}.`,
  /** pageSize invalid. */
  invalidPageSize: (max: number) => `El parámetro «pageSize» debe ser un número entero entre 1 y ${max}.`,
  /** sortField not sortable. */
  invalidSortField: (name: string, allowed: readonly string[]) =>
    allowed.length > 0
      ? `No se puede ordenar por «${name}». Campos permitidos: ${allowed.join(', ')}.`
      : `No se puede ordenar por «${name}»: esta lista no admite ordenación.`,
  /** A lookup asked for more ids than one answer holds. */
  tooManyLookupIds: (max: number) => `El parámetro «ids» admite como máximo ${max} identificadores separados por comas.`,
  /** sortOrder invalid. */
  invalidSortOrder: () => 'El parámetro «sortOrder» debe ser «asc» o «desc».',
  /** Text with a NUL character or a lone UTF-16 surrogate (never stored altered). */
  hostileText: (name: string) =>
    name === '' ? 'La petición contiene caracteres no válidos (un carácter nulo o un sustituto UTF-16 suelto).' : `El valor de «${name}» contiene caracteres no válidos (un carácter nulo o un sustituto UTF-16 suelto).`,
  /** Body is not an object. */
  bodyNotObject: () => 'El cuerpo de la petición debe ser un objeto con los campos del registro.',
  /** Required field missing. */
  required: (title: string) => `El campo «${title}» es obligatorio.`,
  /** Key that is not a field. */
  unknownField: (name: string, label: string) => `El campo «${name}» no existe en ${label}.`,
  /** Key of a read-only field. */
  readOnlyField: (title: string) => `El campo «${title}» es de solo lectura y no se puede enviar.`,
  lifecycleField: (title: string, current: string, given: string) =>
    `El campo «${title}» vale «${current}» y solo cambia con sus acciones; no se puede enviar «${given}».`,
  /** Generic field error: the field's title, then the rule's sentence (runtime/shared getValidationMessage). */
  invalidField: (title: string, message: string) => (title === '' ? message : `${title}: ${message}`),
  /** Body `_id` differs from the path. */
  idMismatch: (bodyId: string, pathId: string) => `El _id del cuerpo («${bodyId}») no coincide con el de la ruta («${pathId}»).`,
  /** Move direction invalid. */
  invalidDirection: () => 'La dirección debe ser «up» o «down».',
  /** Move up at the top. */
  alreadyFirst: () => 'El registro ya está en la primera posición.',
  /** Move down at the bottom. */
  alreadyLast: () => 'El registro ya está en la última posición.',
  /** A reference field names a row that does not exist. */
  referenceNotFound: (title: string, label: string, id: string) =>
    `El campo «${title}» debe apuntar a un registro existente: no existe ${label} con _id «${id}».`,
  /** The row exists but the reference's declared `where` leaves it out (e.g. a lesson where only courses may go). */
  referenceOutOfScope: (title: string, label: string, id: string) =>
    `El campo «${title}» no admite ${label} «${id}»: no es una de las opciones de este campo.`,
  /** A self-reference would make the row its own ancestor. */
  referenceCycle: (title: string) => `El campo «${title}» no puede apuntar al propio registro ni a uno de sus descendientes.`,
  /** Delete refused by restrict rules; `parts` like "3 lecciones", `deep` when the references point at rows the delete would cascade to. */
  deleteRestricted: (parts: readonly string[], total: number, deep: boolean) =>
    `No se puede eliminar: ${joinSpanish(parts)} ${total === 1 ? 'hace' : 'hacen'} referencia a este registro${
      deep ? ' o a registros que se eliminarían con él' : ''
    }.`,
  /** A create or update that repeats a unique field (or combination) of another row; `of` names another entity's rows (a child line). */
  duplicateValue: (titles: readonly string[], of?: string) =>
    `Ya existe un registro${of === undefined ? '' : ` de ${of}`} con ${
      titles.length === 1 ? `ese valor de «${titles[0]}»` : `esa combinación de ${joinSpanish(titles.map((title) => `«${title}»`))}`
    }.`,
  /** A write whose range overlaps another row's with the same scope values (a `noOverlap` rule). */
  overlappingRange: (start: string, end: string, scope: readonly string[], of: string) =>
    `De «${start}» a «${end}» se solapa con otro registro de ${of}${scope.length === 0 ? '' : ` con ${scope.length === 1 ? 'el mismo' : 'los mismos'} ${joinSpanish(scope.map((title) => `«${title}»`))}`}.`,
  /** Start refused: existing rows overlap where a new `noOverlap` rule forbids it. */
  overlapConstraintBlocked: (entity: string, source: string, start: string, end: string, first: string, second: string) =>
    `no se puede crear la restricción de solapamiento de ${entity} (${source}) sobre ${start}–${end}: los registros «${first}» y «${second}» se solapan; ` +
    `corrige uno de los dos y vuelve a arrancar.\n` +
    `cannot create the no-overlap constraint of ${entity} (${source}) on ${start}–${end}: rows «${first}» and «${second}» overlap; change one of them and start again.`,
  /** Start refused: existing rows repeat values a new unique index forbids. */
  uniqueIndexBlocked: (entity: string, source: string, columns: readonly string[], example: string, count: number) =>
    `no se puede crear el índice único de ${entity} (${source}) sobre ${columns.join(', ')}: ${count} registros comparten ${example}; ` +
    `corrige los duplicados y vuelve a arrancar.\n` +
    `cannot create the unique index of ${entity} (${source}) on ${columns.join(', ')}: ${count} rows share ${example}; make them distinct and start again.`,
  /** Start refused: a row points at a row that does not exist, so the reference's foreign key cannot be added. */
  foreignKeyBlocked: (entity: string, source: string, field: string, id: string, value: string) =>
    `no se puede crear la clave foránea de ${entity}.${field} (${source}): el registro «${id}» apunta a «${value}», que no existe; ` +
    `corrige o vacía esa referencia y vuelve a arrancar.\n` +
    `cannot add the foreign key of ${entity}.${field} (${source}): row "${id}" points at "${value}", which does not exist; fix or clear it and start again.`,
  /** Start (or `migrate apply`) refused: a pending migration step puts rows at risk and its schema declares no decision for them. */
  migrationDecisionMissing: (migration: string, step: number, target: string, source: string, problem: { readonly es: string; readonly en: string }) =>
    `no se puede aplicar la migración ${migration} (paso ${step}, ${target}, ${source}) sin una decisión: ${problem.es} ` +
    `Ejecuta \`admin-gen migrate plan\` para ver las filas en riesgo y qué declarar en "migrate"; no se ha cambiado nada.\n` +
    `cannot apply migration ${migration} (step ${step}, ${target}, ${source}) without a decision: ${problem.en} ` +
    `Run \`admin-gen migrate plan\` to see the rows at risk and what to declare in "migrate"; nothing was changed.`,
  /** Start refused: the store ran a migration the generated folder does not have (an older build on a newer store). */
  migrationUnknown: (name: string, folder: string) =>
    `el almacén ya aplicó la migración ${name}, que no está en ${folder}: este código es más antiguo que el almacén; ` +
    `arranca la versión que la generó (o una posterior).\n` +
    `the store has run migration ${name}, which ${folder} lacks: this build is older than the store; start the build that made it (or a later one).`,
  migrationChanged: (name: string, folder: string) =>
    `el almacén ya aplicó una migración ${name} con otros pasos que la de ${folder}: dos versiones escribieron migraciones con el mismo nombre; ` +
    `devuelve ese archivo a lo que se aplicó y vuelve a ejecutar admin-gen build para que los cambios nuevos vayan en una migración posterior.\n` +
    `the store has run a migration ${name} whose steps differ from ${folder}'s: two builds wrote migrations under one name; restore that file as it ran and run admin-gen build again, so the new changes go in a later migration.`,
  /** A rename onto a column the table already has (a removed field's kept values, or another field's). */
  migrationColumnTaken: (entity: string, source: string, from: string, to: string, table: string, values: number) => ({
    es: `${entity}.${to} (${source}#/migrate/${to}/renamedFrom): la tabla ${table} ya tiene una columna ${to} con ${values} valores; renombrar ${from} a ${to} mezclaría sus datos.`,
    en: `${entity}.${to} (${source}#/migrate/${to}/renamedFrom): table ${table} already has a column ${to} holding ${values} values; renaming ${from} to ${to} would mix their data.`,
  }),
  /** An entity rename onto a table the store already has. */
  migrationTableTaken: (from: string, to: string, source: string, table: string, rows: number) => ({
    es: `${to} (${source}#/renamedFrom): ya existe la tabla ${table} con ${rows} registros; renombrar ${from} a ${to} mezclaría sus datos.`,
    en: `${to} (${source}#/renamedFrom): table ${table} exists already with ${rows} rows; renaming ${from} to ${to} would mix their data.`,
  }),
  /** A transition from a state it does not start from. */
  invalidTransition: (state: string) => `No se puede cambiar el estado: el registro está en '${state}'.`,
  /** Assign of a target already linked to the scope. */
  alreadyAssigned: (id: string, label: string) => `El registro «${id}» ya está asignado a este ${label}.`,
  /** Unassign of a target that is not linked. */
  notAssigned: (id: string, label: string) => `El registro «${id}» no está asignado a este ${label}.`,
  /** Assign/unassign body other than `{ _id }`. */
  idBodyRequired: () => 'El cuerpo de la petición debe ser { "_id": "…" } con el _id del registro.',
  /** A key other than `_id` in an assign/unassign body. */
  idBodyOnly: (key: string) => `El cuerpo solo admite «_id»; sobra «${key}».`,
  /** A path value that cannot be the field's type. */
  invalidPathValue: (name: string, title: string) => `El valor de «${name}» en la ruta no es válido para el campo «${title}».`,
  /** A body field that contradicts the path. */
  pathMismatch: (name: string, bodyValue: string, pathValue: string) =>
    `El campo «${name}» del cuerpo («${bodyValue}») no coincide con el de la ruta («${pathValue}»).`,
  /** A filter or tab value outside its options. */
  invalidOption: (name: string, value: string, allowed: readonly string[]) =>
    `El valor «${value}» no es válido para «${name}». Valores permitidos: ${allowed.join(', ')}.`,
  /** A boolean filter value other than true/false. */
  invalidBoolean: (name: string) => `El parámetro «${name}» debe ser «true» o «false».`,
  /** A date-range bound that is not an ISO 8601 date or instant. */
  invalidDate: (name: string) => `El parámetro «${name}» debe ser una fecha ISO 8601, por ejemplo 2026-06-15T05:00:00.000Z.`,
  /** A range parameter (dateRange, numberRange) that is not `f[from]` / `f[to]`. */
  invalidRange: (name: string) => `El parámetro «${name}» debe enviarse como ${name}[from] y/o ${name}[to].`,
  /** A number-range bound that is not a number. */
  invalidNumber: (name: string) => `El parámetro «${name}» debe ser un número, por ejemplo 1234.5.`,
  /** A number range whose lower bound is above its upper one. */
  invertedRange: (name: string) => `El parámetro «${name}[from]» no puede ser mayor que «${name}[to]».`,
  /** Malformed JSON body. */
  invalidJson: () => 'El cuerpo de la petición no es un JSON válido.',
  /** Unsupported Content-Type. */
  unsupportedMediaType: (type: string) => `Tipo de contenido no admitido: ${type || '(ninguno)'}. Usa application/json o un formulario.`,
  /** A form with more fields than the parser reads. */
  tooManyFields: (limit: number) => `El formulario tiene demasiados campos (máximo ${limit.toLocaleString('es')}).`,
  /** Body too large. */
  bodyTooLarge: () => 'El cuerpo de la petición es demasiado grande.',
  /** Any other 4xx. */
  badRequest: (detail: string) => `Petición no válida: ${detail}`,
  /** 5xx. */
  internalError: () => 'Ha ocurrido un error interno en el servidor.',
  queryTimeout: (seconds: number) => `La consulta tardó más de ${seconds} s y se canceló. Pruebe con un filtro más concreto o inténtelo de nuevo más tarde.`,
  /** A server-generated field sent with a value on create. */
  generatedField: (title: string) => `El campo «${title}» lo genera el servidor: envíalo vacío.`,
  /** A children array that is not a list. */
  childrenNotList: (title: string) => `El campo «${title}» debe ser una lista de líneas.`,
  /** A children line that is not an object. */
  childNotObject: (title: string, line: number) => `La línea ${line} de «${title}» debe ser un objeto con sus campos.`,
  /** Children that cannot be sent at all (not editable). */
  childrenNotEditable: (title: string) => `El campo «${title}» no se puede enviar: sus líneas las gestiona el servidor.`,
  /** Editable children sent in an update. */
  childrenOnCreateOnly: (title: string) => `Las líneas de «${title}» solo se envían al crear el registro.`,
  /** A row created alongside (e.g. the receipt of an order) does not fit its schema. */
  createdRowInvalid: (label: string, detail: string) => `No se pudo crear el registro de ${label} con los datos enviados: ${detail}`,
  /** Upload: folder header not allowed. */
  invalidFolder: (folder: string, allowed: readonly string[]) =>
    `La carpeta «${folder}» no es válida. Carpetas permitidas: ${allowed.join(', ')}.`,
  /** Upload: not multipart or no file part. */
  uploadFileMissing: () => 'Envía un archivo en un formulario multipart/form-data (campo «file»).',
  /** Upload: more than one file. */
  uploadOneFile: () => 'Envía un solo archivo por petición.',
  /** Upload: too large. */
  uploadTooLarge: (maxBytes: number) => `El archivo supera el peso máximo de ${formatMegabytes(maxBytes)} (${maxBytes.toLocaleString('es')} bytes).`,
  /** Upload: type not allowed. */
  uploadTypeNotAllowed: () => 'Tipo de archivo no permitido. Archivos permitidos: pdf, doc, docx, imágenes y texto plano.',
  /** Upload: SVG refused. */
  uploadSvgRefused: () => 'Las imágenes SVG no se admiten (pueden contener código). Archivos permitidos: pdf, doc, docx, imágenes y texto plano.',
  /** Upload: the name's extension does not match the content. */
  uploadExtensionMismatch: (extension: string, detected: string) =>
    `La extensión «${extension || '(ninguna)'}» no corresponde al contenido del archivo (${detected}).`,
  /** Upload: an empty file. */
  uploadEmpty: () => 'El archivo está vacío.',
  /** Signed upload: bad or missing signature. */
  uploadBadSignature: () => 'La firma de la subida no es válida.',
  /** Signed upload: policy expired. */
  uploadExpired: () => 'La autorización de subida ha caducado; pide una nueva.',
  /** Signed upload: key outside the signed prefix. */
  uploadBadKey: () => 'La clave del archivo no corresponde a la autorización de subida.',
  /** Signed upload: content type other than the signed one. */
  uploadWrongType: (expected: string, detected: string) => `El archivo debe ser de tipo ${expected}, pero es ${detected}.`,
  /** Signature request: a parameter missing or invalid. */
  invalidSignatureRequest: (name: string) => `El parámetro «${name}» falta o no es válido.`,
  /** Signature request: only images. */
  signatureImagesOnly: () => 'Solo se pueden subir imágenes desde el editor (no SVG).',
  /** The web app has not been built. */
  webAppMissing: (webRoot: string) =>
    `La aplicación web no está compilada (no existe ${webRoot}/index.html). Ejecuta \`npm run build\` y vuelve a cargar la página.\n` +
    `The web app is not built: run \`npm run build\`.`,
  /** Login: wrong email or password (never says which). */
  loginFailed: () => 'Correo o contraseña incorrectos.',
  /** A request under the API base without a live session. */
  signInRequired: () => 'Inicia sesión para continuar.',
  /** A call outside the user's roles: the action's label (a transition's button text) and the entity's plural label. */
  roleForbidden: (action: string, entityLabel: string) => `Su rol no permite «${action}» en ${entityLabel}.`,
  /** admin create --role: a role app.json does not declare. */
  unknownRole: (role: string, known: readonly string[]) => `El rol «${role}» no existe; los roles son: ${known.length > 0 ? known.join(', ') : '(ninguno declarado en schemas/app.json)'}.`,
  /** A body that writes a field the user's roles hide or make read-only. */
  fieldNotWritable: (field: string) => `Su rol no permite modificar el campo «${field}».`,
  /** An upload (or its signature) to a folder no form the user may fill sends files to. */
  uploadForbidden: (folder: string) => `Su rol no permite subir archivos a la carpeta «${folder}».`,
  /** A create by a user whose row filter names an account value the account lacks (its rows would be out of its reach). */
  rowFilterUnset: (field: string) => `Su cuenta no tiene un valor para «${field}»: no puede crear registros propios.`,
  /** The words for role grant actions in a refusal; undefined for a transition's own name. */
  grantActionLabel: (action: string): string | undefined =>
    ({ list: 'Listar', view: 'Ver', create: 'Crear', update: 'Modificar', delete: 'Eliminar', export: 'Exportar', import: 'Importar', assign: 'Asignar', unassign: 'Desasignar', move: 'Mover', bulk: 'Acciones en lote' })[action],
  /** Bulk actions: an action the grids of the list do not declare. */
  unknownBulkAction: (action: string, allowed: readonly string[]) => `La acción en lote «${action}» no existe en esta lista; acciones posibles: ${allowed.join(', ')}.`,
  /** Bulk: neither `ids` nor `where`, or both. */
  bulkSelectionRequired: () => 'Indique las filas: «ids» o «where» (los filtros de la lista), no ambos.',
  /** Bulk set: no field, or a field the grid does not let set. */
  bulkSetRequired: (allowed: readonly string[]) => `Indique en «set» qué campos cambiar; campos posibles: ${allowed.join(', ')}.`,
  bulkSetUnknown: (field: string, allowed: readonly string[]) => `El campo «${field}» no se puede cambiar en lote; campos posibles: ${allowed.join(', ')}.`,
  /** Bulk: why a row stays as it is. */
  bulkWrongState: (state: string, from: readonly string[]) => `Está en «${state}»; la acción solo se aplica desde ${from.map((value) => `«${value}»`).join(' o ')}.`,
  bulkSameValue: () => 'Ya tiene ese valor.',
  bulkGone: () => 'Ya no existe.',
  /** A job id no job has, or another user's job. */
  jobNotFound: (id: string) => `No existe el trabajo «${id}».`,
  /** The bulk job's own audit entry, and its failure. */
  jobFailed: () => 'El trabajo se interrumpió por un error; las filas ya cambiadas quedan cambiadas.',
  jobInterrupted: () => 'El servidor se detuvo durante el trabajo; las filas ya cambiadas quedan cambiadas.',
  /** An export's boolean cells, as the grid draws them. */
  yes: () => 'Sí',
  no: () => 'No',
  /** An XLSX export of more rows than a sheet holds. */
  xlsxTooManyRows: (rows: number, limit: number) =>
    `La lista tiene ${rows.toLocaleString('es')} filas y una hoja de Excel admite ${limit.toLocaleString('es')}: exporte en CSV o filtre la lista.`,
  /** An export's `columns` naming a column the grid does not show (or the user's role hides); grid '' when the list's grids lack it. */
  unknownExportColumn: (name: string, grid: string, known: readonly string[]) =>
    `La columna «${name}» no está en ${grid === '' ? 'las grillas de esta lista' : `la grilla «${grid}»`}; las columnas son: ${known.join(', ')}.`,
  /** A query parameter whose value is none of the ones it takes (an export's format or grid). */
  invalidQueryChoice: (name: string, value: string, allowed: readonly string[]) => `El parámetro «${name}» no admite «${value}»; valores posibles: ${allowed.join(', ')}.`,
  /** A state-changing request without the session's X-CSRF-Token. */
  csrfInvalid: () => 'Falta el token CSRF o no es válido.',
  /** Login: too many recent failures for the email or the address. */
  tooManyLoginFailures: (minutes: number) => `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  /** Login: body other than a JSON object. */
  loginBodyNotObject: () => 'El cuerpo debe ser un objeto JSON con «email» y «password».',
  /** Login: email or password missing or not text. */
  loginFieldRequired: (name: string) => `El campo «${name}» es obligatorio y debe ser un texto.`,
  /** Login: a content type other than JSON. */
  loginJsonOnly: (type: string) => `Tipo de contenido no admitido: ${type || '(ninguno)'}. El inicio de sesión se envía como application/json.`,
  /** Account: password too short. */
  passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
  /** Account: password in the list of common ones (perhaps with digits or symbols around it). */
  passwordTooCommon: () => 'Esa contraseña es demasiado común; elige otra.',
  /** Account: password that repeats or runs through characters (aaaa…, 1234…, qwerty…). */
  passwordTrivial: () => 'Esa contraseña solo repite o sigue una serie de caracteres; elige otra.',
  /** Account: password that is the email or its name part. */
  passwordLikeEmail: () => 'La contraseña no puede ser tu correo ni el nombre que va antes de la @; elige otra.',
  /** Account: not an email address. */
  invalidEmail: (email: string) => `«${email}» no es una dirección de correo válida.`,
  /** Account: email already taken. */
  adminExists: (email: string) => `Ya existe un administrador con el correo «${email}»; usa --update para cambiar su contraseña.`,
  /** Admin users: a change that would leave no enabled account able to manage the accounts (the field it changes). */
  lastAccountManager: (field: string) =>
    `No se puede guardar «${field}»: ninguna cuenta activa quedaría con un rol que administre los usuarios del panel.`,
  /** CLI --field: a name adminUsers.fields does not declare. */
  unknownAdminField: (name: string, known: readonly string[]) => `El campo «${name}» no existe en las cuentas; los campos son: ${known.length > 0 ? known.join(', ') : '(ninguno declarado en schemas/app.json)'}.`,
  /** CLI --field: not written name=value. */
  adminFieldSyntax: (text: string) => `«${text}» no tiene la forma campo=valor.`,
  /** CLI --field: a reference to a row that does not exist. */
  adminFieldMissingRow: (name: string, id: string) => `El campo «${name}» hace referencia a «${id}», que no existe.`,
  /** Account: --update of an unknown email. */
  adminMissing: (email: string) => `No existe ningún administrador con el correo «${email}».`,
  /** CLI: the two typed passwords differ. */
  passwordsDiffer: () => 'Las contraseñas no coinciden.',
  /** CLI: nothing on stdin. */
  passwordMissing: () => 'No se recibió ninguna contraseña (escríbela o pásala por la entrada estándar).',
  /** CLI: account created. */
  adminCreated: (email: string) => `Administrador creado: ${email}.`,
  /** CLI: password changed (and its sessions closed). */
  adminUpdated: (email: string) => `Contraseña cambiada para ${email}; sus sesiones abiertas se han cerrado.`,
  /** 503: the database cannot be reached right now. */
  storeUnavailable: () => 'El almacén de datos no está disponible; inténtelo de nuevo en unos segundos.',
  /** `serve` on PostgreSQL without UPLOAD_SECRET. */
  uploadSecretRequired: () =>
    'UPLOAD_SECRET es obligatorio con DATABASE_URL (PostgreSQL): todos los servidores que comparten la base de datos deben firmar las subidas con la misma clave (al menos 32 caracteres, p. ej. la salida de `openssl rand -hex 32`).',
  /** First start: account from ADMIN_EMAIL/ADMIN_PASSWORD. */
  firstAdminFromEnv: (email: string) => `admin-gen: administrador creado desde ADMIN_EMAIL/ADMIN_PASSWORD: ${email}`,
  /** First start: account with a random password, shown once. */
  firstAdminRandom: (email: string, password: string) =>
    `admin-gen: administrador creado: ${email}, contraseña: ${password} (se muestra solo esta vez; cámbiala con ` +
    `\`admin-gen admin create --email ${email} --update\`).\n` +
    `admin-gen: administrator created: ${email}, password: ${password} (shown only once).`,
  /** Imports (runtime/server/import): a file's headers, cells and lines. */
  importUnknownHeader: (header: string, known: readonly string[]) => `La columna «${header}» no se puede importar; las columnas son: ${known.join(', ')}.`,
  importRepeatedHeader: (header: string) => `La columna «${header}» está repetida.`,
  importHeaderNotWritable: (header: string) => `Su rol no permite escribir «${header}».`,
  importMissingKey: (title: string) => `Falta la columna «${title}» (o «_id»), que identifica cada fila.`,
  importEmptyFile: () => 'El archivo no tiene filas: la primera línea debe tener los encabezados.',
  importUnreadable: (reason: string) => `No se pudo leer el archivo: ${reason}`,
  importEmptyKey: (title: string) => `«${title}» está vacío: cada fila necesita su valor.`,
  importRepeatedKey: (title: string, value: string, first: number) => `«${title}» «${value}» ya aparece en la línea ${first}.`,
  importNotNumber: (text: string) => `«${text}» no es un número.`,
  importNotBoolean: (text: string) => `«${text}» no es Sí ni No.`,
  importNotDate: (text: string) => `«${text}» no es una fecha (dd/mm/aaaa).`,
  importNotDateTime: (text: string) => `«${text}» no es una fecha y hora (dd/mm/aaaa hh:mm:ss).`,
  importUnknownOption: (text: string, options: readonly string[]) => `«${text}» no es un valor posible; valores posibles: ${options.join(', ')}.`,
  importUnknownReference: (text: string, target: string) => `No hay ${target} «${text}».`,
  importAmbiguousReference: (text: string, target: string, count: number) => `Hay ${count} ${target} «${text}»: use su _id.`,
  importNotImportable: () => 'Esta columna no se puede importar.',
  importUnknownId: (id: string, label: string) => `No hay ${label} con _id «${id}».`,
  importIdKeyMismatch: (title: string) => `El _id y «${title}» nombran filas distintas.`,
  importOutsideScope: (label: string) => `La fila no pertenece a ${label} de esta lista.`,
  importTakenValue: (title: string, value: string) => `Ya existe un registro con «${title}» «${value}».`,
  importCreateForbidden: (label: string) => `Su rol no permite crear ${label}.`,
  importUpdateForbidden: (label: string) => `Su rol no permite modificar ${label}.`,
  importParentMismatch: (title: string, first: number) => `«${title}» no coincide con la línea ${first}, que tiene la misma clave: las columnas de la fila principal deben repetirse iguales.`,
  importStale: () => 'Una fila cambió mientras se importaba; vuelva a ejecutar la importación.',
  importUnsupportedType: (type: string) => `El archivo debe ser CSV (text/csv) o XLSX, no «${type}».`,
  /** Saved views: the owner already has a view of that name on the grid (409). */
  viewNameTaken: (name: string) => `Ya tiene una vista llamada «${name}» en esta lista; elija otro nombre.`,
  /** Saved views: no view of that _id the user sees. */
  viewNotFound: (id: string) => `Vista no encontrada: no existe una vista con _id «${id}» que usted pueda ver.`,
  /** Saved views: someone else's view (only the owner changes or deletes it). */
  viewNotOwn: (name: string) => `La vista «${name}» es de otra persona: solo quien la creó puede cambiarla o borrarla.`,
  /** Saved views: a grid the model lacks (the contract's enum refuses it first). */
  viewGridUnknown: (grid: string) => `La lista «${grid}» no existe.`,
  /** Saved views: a default of another grid's view. */
  viewOtherGrid: (name: string) => `La vista «${name}» es de otra lista.`,
  /** Saved views: shared with a role that names none. */
  viewRoleRequired: () => 'Elija el rol con el que compartir la vista.',
  /** Saved views: a filter of a column that does not filter (or that the user does not see). */
  viewFilterUnknown: (field: string) => `La lista no tiene el filtro «${field}».`,
  /** Saved views: a sort by a column that does not sort. */
  viewSortUnknown: (field: string) => `La lista no se puede ordenar por «${field}».`,
  /** Saved views: a tab the grid lacks. */
  viewTabUnknown: (tab: string) => `La lista no tiene la pestaña «${tab}».`,
  /** Saved views: a column the grid lacks, or one named twice. */
  /** Saved views: a search text on a grid without a search box. */
  viewSearchUnknown: (text: string) => `La lista no tiene buscador: no puede guardar la búsqueda «${text}».`,
  viewColumnUnknown: (field: string) => `La columna «${field}» no es de esta lista o está repetida.`,
} as const;

/** 4000000 → "4MB", as the uploader's note shows it. */
function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1_000_000) * 10) / 10}MB`;
}

/** "a", "a y b", "a, b y c". */
function joinSpanish(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}
