import { type AcceptedDocumentType, acceptedDocumentTypes, maxDocumentBytes } from '@srm/contract';
import { fileTypeFromBuffer } from 'file-type';

export interface CheckedDocument {
  bytes: Buffer;
  contentType: AcceptedDocumentType;
  extension: string;
  // The sender's name for it, made safe to show and to offer as a download's name.
  name: string;
}

export type DocumentVerdict = { kept: CheckedDocument } | { refused: string };

// Names that run something when opened, whatever the bytes inside: refused even when the content is harmless, so
// no one downloads `invoice.pdf.exe` from us.
const runnableExtensions = new Set(
  (
    'exe com scr msi msp bat cmd ps1 psm1 vbs vbe js jse mjs cjs wsf wsh hta cpl dll so dylib sh bash zsh csh ' +
    'py pyw pl rb php jar apk app dmg pkg deb rpm lnk reg inf scf url iso img html htm xhtml shtml svg xml mht mhtml'
  ).split(' '),
);

// What file-type calls the formats that run: named in the refusal, so the sender learns why.
const executableTypes = new Set([
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/x-elf',
  'application/x-mach-binary',
  'application/java-archive',
  'application/vnd.android.package-archive',
  'application/x-apple-diskimage',
  'application/x-msi',
  'application/x-sh',
  'application/wasm',
]);

// Word, Excel and PowerPoint before 2007 share one container (CFB) with installers (.msi): only those names pass.
const legacyOfficeTypes: Record<string, AcceptedDocumentType> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const isAccepted = (mime: string): mime is AcceptedDocumentType =>
  (acceptedDocumentTypes as readonly string[]).includes(mime);

// A web page or a script, though it came as text: never kept, as a browser or a shell could run it.
const looksRunnable = (text: string) =>
  text.startsWith('#!') || /<(!doctype\s+html|html|head|body|script|iframe|svg|object|embed)\b/i.test(text);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

// No folders, no control characters, no quotes that would break a header; at most 200 characters.
export function safeFileName(name: string, fallback: string) {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}"<>|*?:]/gu, '_')
    .replace(/^\.+/, '')
    .trim();
  if (!cleaned) return fallback;
  return cleaned.length <= 200 ? cleaned : `${cleaned.slice(0, 190)}…${cleaned.slice(-9)}`;
}

// The name a file is offered under: the sender's, ending in the extension its content has (a PDF named
// `quote.doc` downloads as quote.doc.pdf; JPEG's two spellings both stay).
function named(name: string, extension: string) {
  const current = extensionOf(name);
  if (current === extension || (extension === 'jpg' && current === 'jpeg')) return name;
  return `${name}.${extension}`;
}

// docs/product.md#files: a document is known by its content, never by its declared type. Its name only ever
// refuses it (a runnable extension), and chooses among formats that share a content (CSV is text).
export async function checkDocument(bytes: Buffer, givenName: string): Promise<DocumentVerdict> {
  // Windows drops trailing dots and spaces: `run.bat ` is run.bat, and is judged as such.
  const trimmed = givenName.replace(/[.\s]+$/, '');
  const extension = extensionOf(trimmed);
  const name = safeFileName(trimmed, 'attachment');
  if (bytes.length > maxDocumentBytes) return { refused: `larger than ${maxDocumentBytes / (1024 * 1024)} MB` };
  if (runnableExtensions.has(extension)) return { refused: 'a program, script or web page' };
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (isAccepted(detected.mime)) {
      return { kept: { bytes, contentType: detected.mime, extension: detected.ext, name: named(name, detected.ext) } };
    }
    const legacy = legacyOfficeTypes[extension];
    if (detected.mime === 'application/x-cfb' && legacy) {
      return { kept: { bytes, contentType: legacy, extension, name } };
    }
    if (executableTypes.has(detected.mime)) return { refused: 'a program' };
    return { refused: `a kind of file we do not keep (${detected.mime})` };
  }
  if (bytes.includes(0)) return { refused: 'a kind of file we do not keep' };
  if (looksRunnable(bytes.subarray(0, 4096).toString('latin1').trimStart())) {
    return { refused: 'a program, script or web page' };
  }
  const csv = extension === 'csv';
  const kept = csv ? 'csv' : 'txt';
  return { kept: { bytes, contentType: csv ? 'text/csv' : 'text/plain', extension: kept, name: named(name, kept) } };
}
