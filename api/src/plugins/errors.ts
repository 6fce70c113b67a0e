import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, codeForStatus } from '../errors.js';

interface ValidationIssue {
  keyword?: string;
  schemaPath?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The issues of a failed validation, as the validator handed them over (typed `any` by fastify). */
export function validationIssues(value: unknown): ValidationIssue[] {
  return Array.isArray(value)
    ? value.filter((issue): issue is ValidationIssue => typeof issue === 'object' && issue !== null)
    : [];
}

/** The first name of a list param (TypeBox 1.x names every missing or extra property at once). */
function firstName(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * A schema failure in words, from the first issue: ajv's (the app's validator) and TypeBox 1.x's
 * (the wallet calls') issues alike. A missing property is named whether it comes as ajv's
 * `missingProperty` or TypeBox's `requiredProperties`; an extra one as `additionalProperty` or
 * `additionalProperties`.
 */
export function describeValidation(context: string | undefined, issues: readonly ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const path = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const where = [context === 'querystring' ? 'query' : context, path].filter(Boolean).join('.');
  const missing = firstName(first.params?.missingProperty) ?? firstName(first.params?.requiredProperties);
  if (missing) return `${where ? `${where}.` : ''}${missing} is required.`;
  const extra = firstName(first.params?.additionalProperty) ?? firstName(first.params?.additionalProperties);
  if (extra) return `${where ? `${where}.` : ''}${extra} is not allowed.`;
  // TypeBox reports each extra property first as the `false` schema of additionalProperties, at its path.
  if (first.keyword === 'boolean' && first.schemaPath?.endsWith('/additionalProperties'))
    return `${where} is not allowed.`;
  return `${where || 'request'} ${first.message ?? 'is not valid'}.`;
}

/** Every error leaves as JSON `{ statusCode, message, code }`; only our own faults are 5xx. */
export function errorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.afterwards) {
        try {
          await error.afterwards();
        } catch (failure) {
          request.log.error({ err: failure }, 'recording a refusal failed');
        }
      }
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
