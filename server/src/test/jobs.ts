import type { Logger } from '../platform/logging/logger.js';

// A promise settled from outside: a job that hangs until the test lets it go,
// or a signal that a job has started.
export function deferred<Value = void>() {
  let resolve!: (value: Value) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: Record<string, unknown>;
}

// A logger that keeps what it is given, for tests that check what an operator would read.
export function capturingLog() {
  const lines: LoggedLine[] = [];
  const at = (level: LoggedLine['level']) => (details: Record<string, unknown>, message: string) => {
    lines.push({ level, message, details });
  };
  const log = { debug: () => {}, info: at('info'), warn: at('warn'), error: at('error') };
  return { log: log as unknown as Logger, lines };
}
