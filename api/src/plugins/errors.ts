import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, codeForStatus } from '../errors.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const missing = first.params?.missingProperty;
  const path = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const where = [context === 'querystring' ? 'query' : context, path].filter(Boolean).join('.');
  if (typeof missing === 'string') return `${where ? `${where}.` : ''}${missing} is required.`;
  const extra = first.params?.additionalProperty;
  if (typeof extra === 'string') return `${where ? `${where}.` : ''}${extra} is not allowed.`;
  return `${where || 'request'} ${first.message ?? 'is not valid'}.`;
}

/** Every error leaves as JSON `{ statusCode, message, code }`; only our own faults are 5xx. */
export function errorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body());
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const message = describeValidation(fe.validationContext, fe.validation);
      return reply.status(400).send({ statusCode: 400, message, code: 'INVALID_REQUEST' });
    }
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ statusCode: status, message: fe.message || 'The request is not valid.', code: codeForStatus(status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ statusCode: 500, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      statusCode: 404,
      message: `No such call: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
}
