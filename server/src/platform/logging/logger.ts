import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { type Logger, pino } from 'pino';
import type { Config } from '../config/config.js';

export type { Logger };

export const requestIdHeader = 'x-request-id';
const acceptableRequestId = /^[\w-]{8,64}$/;

// One JSON logger for the process: HTTP requests and background work (mail) alike.
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({ level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}

// One id per request. Behind a trusted proxy, the id it set is kept so a
// request can be followed across both logs; otherwise any client could pick
// the ids our logs are searched by.
export function requestLoggingOptions(config: Config, logger: Logger): FastifyServerOptions {
  return {
    loggerInstance: logger,
    requestIdHeader: false,
    genReqId: (request) => {
      const fromProxy = config.TRUST_PROXY !== false ? request.headers[requestIdHeader] : undefined;
      return typeof fromProxy === 'string' && acceptableRequestId.test(fromProxy) ? fromProxy : randomUUID();
    },
  };
}
