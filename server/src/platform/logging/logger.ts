import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.js';

const requestIdHeader = 'x-request-id';
const acceptableRequestId = /^[\w-]{8,64}$/;

// Structured JSON logs with one id per request; an id set by the proxy in
// front of us is kept so a request can be followed across both logs.
export function loggingOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: false,
    genReqId: (request) => {
      const fromProxy = request.headers[requestIdHeader];
      return typeof fromProxy === 'string' && acceptableRequestId.test(fromProxy) ? fromProxy : randomUUID();
    },
  };
}

export { requestIdHeader };
