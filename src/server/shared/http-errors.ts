import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify';

/** Every refusal of the service has this shape (schemas/api/owner.schema.json#/definitions/errorResponse). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message));
}

/** Validation messages that name the field and, for an unexpected field, its name. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const text = errors
    .map((e) => {
      const where = `${dataVar}${e.instancePath.replace(/\//g, '.')}`;
      const params = e.params;
      if (typeof params.additionalProperty === 'string')
        return `${where} must NOT have additional property '${params.additionalProperty}'`;
      if (Array.isArray(params.allowedValues))
        return `${where} ${e.message ?? 'is invalid'}: ${params.allowedValues.map(String).join(', ')}`;
      return `${where} ${e.message ?? 'is invalid'}`;
    })
    .join('; ');
  return new Error(text);
}

/**
 * A client's mistake is a 4xx naming the reason, never a 500: validation failures, unparsable JSON,
 * wrong content types and size limits keep their status. Anything else is our fault: 500, logged, no stack sent.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return sendError(reply, 400, error.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'internal error');
  });
}

/** A client's mistake found while reading a request: the error handler answers it with this status and message. */
export function clientError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies read strictly: bytes that are not UTF-8 are refused (400) rather than stored as U+FFFD, which is what
 * decoding them leniently would keep. The JSON itself goes to Fastify's own parser (prototype poisoning refused).
 */
export function installStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(clientError(400, 'the body is not valid UTF-8'), undefined);
      return;
    }
    void parseJson(req, text, done);
  });
}
