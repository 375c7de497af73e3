import { randomBytes } from 'node:crypto';
import { BUILTIN_OPERATION_IDS, type BuiltinOperationId } from '../../shared/index.js';
import type { CheckCase, CheckRequest } from '../CheckCase.js';
import type { DocumentedOperation } from '../OpenApiDocument.js';
import type { CaseFactory } from './CaseContext.js';
import { getPlainCallCases } from './getPlainCallCases.js';
import { viewCaseFactories } from './viewCaseFactories.js';

// A 1×1 PNG for the upload service.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A multipart upload of the PNG, into a folder when given. */
function getUploadRequest(operation: DocumentedOperation, folder?: string): CheckRequest {
  const boundary = `admin-gen-check-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="check-api.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { method: operation.method, url: operation.path, raw: { payload, contentType: `multipart/form-data; boundary=${boundary}` }, ...(folder && { headers: { folder } }) };
}

/**
 * The folder an upload goes to: undefined (the default) when the operation states no folder roles or the account's
 * roles are unknown; else the first folder `x-admin-gen-upload-folders` opens to one of the account's roles (the
 * default first), or null when none does.
 */
function getUploadFolder(operation: DocumentedOperation | undefined, roles: readonly string[] | undefined): string | undefined | null {
  const folders = operation?.operation['x-admin-gen-upload-folders'];
  if (!folders || roles === undefined) return undefined;
  const open = Object.keys(folders).filter((folder) => folders[folder]!.some((role) => roles.includes(role)));
  const fallback = (operation!.operation.parameters ?? []).find((parameter) => parameter.name === 'folder')?.schema?.default;
  return open.length === 0 ? null : open.includes(String(fallback)) ? undefined : open[0];
}

/** The case of an upload no folder takes from the account: refused, naming the folder. */
function getRefusedFolderCase(roles: readonly string[] | undefined, request: CheckRequest): CheckCase {
  return { name: `as ${roles?.join(', ') || 'no role'}, whom x-admin-gen-upload-folders give no folder`, request, status: [403], field: 'folder' };
}

/** admin-gen's own operations, by the contract's operationIds; one missing from here fails `tsc`. */
export const builtinCaseFactories: Record<BuiltinOperationId, CaseFactory> = {
  [BUILTIN_OPERATION_IDS.signIn]: ({ method, path }, { session }) => [
    { name: 'the right password', request: { method, url: path, body: session.credentials, as: 'none' }, status: [200] },
    { name: 'a wrong password', request: { method, url: path, body: { email: 'nobody@example.com', password: 'not-the-password' }, as: 'none' }, status: [401] },
    { name: 'no password', request: { method, url: path, body: { email: 'nobody@example.com' }, as: 'none' }, status: [400], field: 'password' },
    { name: 'a form body', request: { method, url: path, raw: { payload: 'email=a&password=b', contentType: 'application/x-www-form-urlencoded' }, as: 'none' }, status: [415] },
  ],
  [BUILTIN_OPERATION_IDS.session]: ({ method, path }) => [
    { name: 'signed in', request: { method, url: path }, status: [200] },
    { name: 'signed out', request: { method, url: path, as: 'none' }, status: [401] },
  ],
  [BUILTIN_OPERATION_IDS.signOut]: async ({ method, path }, { session }) => {
    // A session of its own, so the checker's stays.
    const other = await session.startAnother();
    if (!('cookie' in other)) return [{ name: 'another session', status: [204], skip: `a second sign-in got ${other.status}` }];
    const headers = session.getHeaders(other);
    return [
      { name: 'without the CSRF token', request: { method, url: path, as: 'noCsrf' }, status: [403] },
      { name: 'another session', request: { method, url: path, headers, as: 'none' }, status: [204] },
      { name: 'that session again, now gone', request: { method, url: path, headers, as: 'none' }, status: [401] },
    ];
  },
  [BUILTIN_OPERATION_IDS.upload]: (operation, { session }) => {
    const folder = getUploadFolder(operation, session.roles);
    return [
      folder === null ? getRefusedFolderCase(session.roles, getUploadRequest(operation)) : { name: `a PNG${folder ? ` into ${folder}` : ''}`, request: getUploadRequest(operation, folder), status: [200] },
      { name: 'an unknown folder', request: getUploadRequest(operation, '../etc'), status: [400], field: 'folder' },
    ];
  },
  [BUILTIN_OPERATION_IDS.uploadedFile]: async ({ method }, { operations, session, rows }) => {
    const uploader = operations.find((operation) => operation.id === BUILTIN_OPERATION_IDS.upload);
    const folder = getUploadFolder(uploader, session.roles);
    if (folder === null) return [{ name: 'an uploaded file', status: [200], skip: `no file can be uploaded: x-admin-gen-upload-folders give none of the account's roles (${session.roles?.join(', ')}) a folder` }];
    const uploaded = uploader ? await session.send(getUploadRequest(uploader, folder)) : undefined;
    const url = (uploaded?.data as { uploadURL?: unknown } | undefined)?.uploadURL;
    if (typeof url !== 'string') return [{ name: 'an uploaded file', status: [200], skip: `uploading a file got ${uploaded?.status ?? 'no upload operation'}` }];
    rows.leaveBehind(`the uploaded file ${url} (no operation removes uploads)`);
    return [
      { name: 'an uploaded file', request: { method, url }, status: [200] },
      { name: 'a file that is not there', request: { method, url: url.replace(/[^/]+$/, '0123456789abcdef.png') }, status: [404] },
    ];
  },
  [BUILTIN_OPERATION_IDS.uploadSignature]: (operation, { session }) => {
    const { method, path } = operation;
    const folder = getUploadFolder(operation, session.roles);
    const image: CheckRequest = { method, url: `${path}?fileName=a.png&contentType=image%2Fpng${folder ? `&folder=${encodeURIComponent(folder)}` : ''}` };
    return [
      folder === null ? getRefusedFolderCase(session.roles, image) : { name: `an image${folder ? ` into ${folder}` : ''}`, request: image, status: [200] },
      { name: 'no file name', request: { method, url: `${path}?contentType=image%2Fpng` }, status: [400], field: 'fileName' },
      { name: 'an SVG', request: { method, url: `${path}?fileName=a.svg&contentType=image%2Fsvg%2Bxml` }, status: [400], field: 'contentType' },
    ];
  },
  [BUILTIN_OPERATION_IDS.health]: getPlainCallCases,
  [BUILTIN_OPERATION_IDS.readiness]: getPlainCallCases,
  ...viewCaseFactories,
};
