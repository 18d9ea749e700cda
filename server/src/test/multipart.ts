// A multipart/form-data body with one file, as a browser's file upload sends it.
export function multipartFile({
  field = 'file',
  filename,
  content,
  type = 'text/csv',
}: {
  field?: string;
  filename: string;
  content: string | Buffer;
  type?: string;
}) {
  const boundary = `----srm-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
