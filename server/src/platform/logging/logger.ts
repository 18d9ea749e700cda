import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.js';

const requestIdHeader = 'x-request-id';
const acceptableRequestId = /^[\w-]{8,64}$/;

// Structured JSON logs with one id per request. Behind a trusted proxy, the id
// it set is kept so a request can be followed across both logs; otherwise any
// client could pick the ids our logs are searched by.
export function loggingOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: false,
    genReqId: (request) => {
      const fromProxy = config.TRUST_PROXY ? request.headers[requestIdHeader] : undefined;
      return typeof fromProxy === 'string' && acceptableRequestId.test(fromProxy) ? fromProxy : randomUUID();
    },
  };
}

export { requestIdHeader };
