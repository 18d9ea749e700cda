interface FilePart {
  field?: string;
  filename: string;
  content: string | Buffer;
  type?: string;
}

// A multipart/form-data body, as a browser's form with text fields and file inputs sends it.
export function multipartForm({ fields = {}, files = [] }: { fields?: Record<string, string>; files?: FilePart[] }) {
  const boundary = `----srm-test-${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.map(({ field = 'file', filename, content, type = 'text/csv' }) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        Buffer.isBuffer(content) ? content : Buffer.from(content),
        Buffer.from('\r\n'),
      ]),
    ),
  ];
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A multipart/form-data body with one file, as a browser's file upload sends it.
export function multipartFile(file: FilePart) {
  return multipartForm({ files: [file] });
}
