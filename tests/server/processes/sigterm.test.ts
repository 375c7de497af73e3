// SIGTERM on a real `admin-gen serve`: it stops accepting connections, finishes the request in flight, then exits 0.
import http from 'node:http';
import { multipart, png } from '../fixtures/sampleFiles.js';
import { signInOverHttp, startServerProcess } from '../../support/startServerProcess.js';

describe('admin-gen serve and SIGTERM', { timeout: 60_000 }, () => {
  it('refuses new connections, completes the upload under way, and exits 0', async () => {
    const server = await startServerProcess({});
    try {
      const session = await signInOverHttp(server.url);
      const body = multipart([{ name: 'file', filename: 'portada.png', data: png(64_000) }]);
      const { port } = new URL(server.url);
      // An upload whose body is half sent when the signal comes.
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/upload', headers: { ...body.headers, 'content-length': body.payload.length, cookie: session.cookie, 'x-csrf-token': session.csrfToken } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        request.write(body.payload.subarray(0, body.payload.length / 2));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(async () => {
            // Closed for new connections while this one is still open.
            await expect(fetch(`${server.url}/api/healthz`)).rejects.toThrow();
            request.end(body.payload.subarray(body.payload.length / 2));
          }, 500);
        }, 300);
      });
      const answered = await response;
      expect(answered.status).toBe(200);
      expect(JSON.parse(answered.body)).toMatchObject({ uploadURL: expect.stringMatching(/^\/api\/uploads\/deliveries\/[0-9a-f]{16}\.png$/) });
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
