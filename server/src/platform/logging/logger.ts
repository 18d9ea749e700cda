import { randomUUID } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from '../config/config.js';
import { redactUrl } from './redact-url.js';

export type { Logger };

export const requestIdHeader = 'x-request-id';
const acceptableRequestId = /^[\w-]{8,64}$/;

// A failed statement's values are people's names, emails and messages: drizzle
// writes them into its error ("Failed query: … params: …") and the driver's
// `detail` may quote them ("Key (email)=(…) already exists"). The log keeps the
// SQL, the reason and the stack, never the values.
function withoutStatementValues(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  const hide = (original: string, shown: string) => {
    serialized.message = serialized.message.split(original).join(shown);
    if (serialized.stack) serialized.stack = serialized.stack.split(original).join(shown);
  };
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 10; cause = cause.cause, depth += 1) {
    if (cause instanceof DrizzleQueryError) hide(cause.message, `Failed query: ${cause.query}\nparams: (hidden)`);
    const { detail } = cause as { detail?: unknown };
    if (typeof detail === 'string' && detail) hide(detail, '(hidden)');
  }
  for (const key of ['params', 'detail']) {
    if (key in serialized) serialized[key] = '(hidden)';
  }
  return serialized;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
  headers?: Record<string, unknown>;
}

// A request as the log shows it: its address with keys and searched-for people taken out
// (redact-url.ts); never its body, which holds passwords, codes and tokens.
function loggedRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// One JSON logger for the process: HTTP requests and background work (mail) alike.
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: withoutStatementValues, req: loggedRequest },
    },
    destination,
  );
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
