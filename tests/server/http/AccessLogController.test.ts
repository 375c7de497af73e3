import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AccessLogController } from '../../../runtime/server/http/AccessLogController.js';

/** A server whose log lines are collected as parsed JSON. */
async function createLoggedServer(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Record<string, unknown>);
      done();
    },
  });
  const fastify = Fastify({ logger: { level: 'info', stream }, logController: new AccessLogController() });
  fastify.get('/ok', async () => ({ ok: true }));
  fastify.get('/bad', async (_request, reply) => reply.code(400).send({ error: 'mal' }));
  fastify.get('/boom', async () => {
    throw new Error('roto');
  });
  await fastify.ready();
  return fastify;
}

describe('AccessLogController', () => {
  it.each([
    { url: '/ok', status: 200, level: 30 },
    { url: '/bad', status: 400, level: 40 },
    { url: '/missing', status: 404, level: 40 },
    { url: '/boom', status: 500, level: 50 },
  ])('logs $url once, when answered, with status $status at level $level', async ({ url, status, level }) => {
    const lines: Record<string, unknown>[] = [];
    const fastify = await createLoggedServer(lines);
    const response = await fastify.inject({ method: 'GET', url: `${url}?page=2` });
    expect(response.statusCode).toBe(status);
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ level, req: { method: 'GET', url: `${url}?page=2`, remoteAddress: '127.0.0.1' }, res: { statusCode: status } });
    expect(typeof requestLines[0]!.responseTime).toBe('number');
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    await fastify.close();
  });
});
