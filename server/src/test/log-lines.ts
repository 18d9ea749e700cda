import { Writable } from 'node:stream';

// A log destination that keeps every line written, for tests that read what the server logged.
export function capturedLogLines() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, destination };
}
