// A file arrives through the API client (it carries the bearer token, which a
// plain link cannot), then is handed to the browser as a download.
export function saveBlobAsFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function saveCsvAsFile(csv: string, fileName: string) {
  // Reading the answer as text dropped the server's byte-order mark, which
  // spreadsheet programs need to read names as UTF-8.
  const withBom = csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
  saveBlobAsFile(new Blob([withBom], { type: 'text/csv;charset=utf-8' }), fileName);
}
