// isApiRequest: which requests of the one dev port go to the API rather than to Vite. (startDevServer itself runs as
// the real command in tests/cli/dev.test.ts.)
import path from 'node:path';
import { isApiRequest } from '../../../runtime/server/dev/startDevServer.js';

const WEB_DIR = path.resolve(import.meta.dirname, '../../../runtime/web');

describe('isApiRequest', () => {
  it.each([
    ['/api/sellers?pageIndex=1', '/api', true],
    ['/api', '/api', true],
    ['/api/login', '/api', true],
    ['/api/uploads/deliveries/abc.png', '/api', true],
    // runtime/web/api/index.ts, as Vite serves the page's module under the default API base.
    ['/api/index.ts', '/api', false],
    ['/api/index.ts?t=1732', '/api', false],
    ['/api/../main.tsx', '/api', false],
    ['/apiary', '/api', false],
    ['/sellers', '/api', false],
    ['/@vite/client', '/api', false],
    ['/backend/sellers', '/backend', true],
    ['/api/sellers', '/backend', false],
    ['/api/%E0%A4%A', '/api', true],
  ])('%s under %s → %s', (url, apiBase, expected) => {
    expect(isApiRequest(url, apiBase, WEB_DIR)).toBe(expected);
  });
});
