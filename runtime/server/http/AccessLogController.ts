import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per request, when it has been answered (method, url, status, time taken), instead of
 * Fastify's two (incoming + completed): under load the second line doubled the logging cost of every request.
 * Server errors log at error level, client errors at warn, the rest at info; Fastify's other log lines are kept.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Fastify's serializers turn these into { method, url, host, remoteAddress, remotePort } and { statusCode }.
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request completed');
    else if (reply.statusCode >= 400) reply.log.warn(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
