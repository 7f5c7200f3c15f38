import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@grandfit/shared/schemas/errors.ts';
import { HttpError } from './http-error.ts';

/**
 * Every error answer is `{ message, issues? }` (docs/product.md#error-answers); server faults are
 * logged, never exposed.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiError = {
        message: `Invalid request ${error.validationContext ?? 'input'}`,
        issues: error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter((segment) => segment !== ''),
          message: issue.message ?? 'Invalid value',
        })),
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError) {
      if (status >= 500) request.log.warn({ err: error }, 'request failed upstream');
      return reply.code(status).send({ message: error.message } satisfies ApiError);
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Internal Server Error' } satisfies ApiError);
    }
    return reply.code(status).send({ message: error.message } satisfies ApiError);
  });
}
