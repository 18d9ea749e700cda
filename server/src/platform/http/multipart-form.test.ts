import { maxImageBytes, messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gifImage, pngImage } from '../../test/images.js';
import { multipartForm } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { access } from '../auth/access.js';
import { multipartBody } from './multipart-body.js';
import { type AnyMultipartForm, defineMultipartForm, readMultipart } from './multipart-form.js';

// A report: a title, up to two photos and one required spreadsheet of at most 1 KB.
const reportForm = defineMultipartForm({
  fields: z.object({ title: z.string().trim().min(1, 'Title is required') }),
  files: {
    photos: { kind: 'image', max: 2 },
    sheet: { kind: 'csv', max: 1, maxBytes: 1024, missing: 'IMPORT_NEEDS_CSV' },
  },
});
// A note with an optional photo, also taken as JSON.
const noteForm = defineMultipartForm({
  fields: z.object({ text: z.string().min(1, 'Text is required') }),
  files: { photo: { kind: 'image', max: 1 } },
  json: true,
});
// A card with an optional photo, taken only as a form.
const cardForm = defineMultipartForm({ fields: z.object({}), files: { photo: { kind: 'image', max: 1 } } });

const describeFiles = (files: Record<string, { fileName: string; contentType: string; bytes: Buffer }[]>) =>
  Object.fromEntries(
    Object.entries(files).map(([name, list]) => [
      name,
      list.map(({ fileName, contentType, bytes }) => ({ fileName, contentType, size: bytes.length })),
    ]),
  );

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    extend: (app) => {
      const forms: [string, AnyMultipartForm][] = [
        ['/api/test/report', reportForm],
        ['/api/test/note', noteForm],
        ['/api/test/card', cardForm],
      ];
      for (const [url, form] of forms) {
        app.post(url, { config: { access: access.public }, schema: multipartBody(form) }, async (request) => {
          const { fields, files } = await readMultipart(request, form);
          return { fields, files: describeFiles(files) };
        });
      }
    },
  });
});
afterAll(() => testApp.close());

type FilePart = Parameters<typeof multipartForm>[0]['files'];
const aSheet = { field: 'sheet', filename: 'staff.csv', content: 'name,email\nAda,ada@example.ng\n' };

function post(url: string, fields: Record<string, string>, files: FilePart = []) {
  const form = multipartForm({ fields, files });
  return testApp.app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers });
}
const sendReport = (files: FilePart, fields: Record<string, string> = { title: 'Q3' }) =>
  post('/api/test/report', fields, files);

describe('reading a multipart form', () => {
  it('parses the fields with their schema and checks each file by content, naming it for download', async () => {
    const response = await sendReport(
      [
        { field: 'photos', filename: '../../holiday <pic>.txt', content: pngImage(), type: 'text/plain' },
        // A file input left empty sends an empty, nameless part.
        { field: 'photos', filename: '', content: '' },
        { field: 'photos', filename: '', content: gifImage() },
        { ...aSheet, filename: 'staff.txt', type: 'text/plain' },
        { field: 'unasked', filename: 'extra.png', content: pngImage() },
      ],
      { title: '  Q3 report ', colour: 'blue' },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { title: 'Q3 report' },
      files: {
        photos: [
          { fileName: 'holiday pic.png', contentType: 'image/png', size: pngImage().length },
          { fileName: 'image-2.gif', contentType: 'image/gif', size: gifImage().length },
        ],
        sheet: [{ fileName: 'staff.csv', contentType: 'text/csv', size: aSheet.content.length }],
      },
    });
  });

  it('answers a field that fails its schema with 422 and its message, as a JSON body would be', async () => {
    const response = await sendReport([aSheet], { title: '   ' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: messages.validationFailed, errors: { title: 'Title is required' } });
  });

  it('refuses a file beyond what its input takes, naming the input', async () => {
    const photo = { field: 'photos', filename: 'a.png', content: pngImage() };

    const response = await sendReport([photo, photo, photo, aSheet]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.tooManyFiles, errors: { photos: messages.tooManyFiles } });
  });

  it('refuses a form without a file it needs, sent as a form or as JSON', async () => {
    const withoutSheet = await sendReport([{ field: 'photos', filename: 'a.png', content: pngImage() }]);
    const asJson = await testApp.app.inject({ method: 'POST', url: '/api/test/report', payload: { title: 'Q3' } });

    for (const response of [withoutSheet, asJson]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: messages.importNeedsCsv, errors: { sheet: messages.importNeedsCsv } });
    }
  });

  it.each([
    ['an image named .csv', pngImage()],
    ['text holding NUL bytes', Buffer.from('name\0,email\0\n')],
  ])('refuses %s where a CSV file is asked for', async (_what, content) => {
    const response = await sendReport([{ ...aSheet, content }]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.csvOnly, errors: { sheet: messages.csvOnly } });
  });

  it("refuses a file larger than its input's limit with its kind's answer", async () => {
    const atLimit = await sendReport([{ ...aSheet, content: `a,b\n${'x'.repeat(1020)}` }]);
    const overLimit = await sendReport([{ ...aSheet, content: `a,b\n${'x'.repeat(1021)}` }]);
    const largePhoto = await sendReport([
      { field: 'photos', filename: 'big.png', content: pngImage(maxImageBytes + 1) },
    ]);

    expect(atLimit.statusCode).toBe(200);
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json().errors).toEqual({ sheet: messages.payloadTooLarge });
    expect(largePhoto.statusCode).toBe(400);
    expect(largePhoto.json().errors).toEqual({ photos: messages.imageTooLarge });
  });

  it('refuses a request declared larger than all its files at their largest, before reading it', async () => {
    expect(reportForm.maxRequestBytes).toBe(2 * maxImageBytes + 1024 + 256 * 1024);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/report',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(reportForm.maxRequestBytes + 1),
      },
      payload: Buffer.alloc(reportForm.maxRequestBytes + 1),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(messages.payloadTooLarge);
  });

  it('reads a JSON body with the same fields where the form allows it, and answers other bodies with 415', async () => {
    const note = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/test/note', payload });
    const card = await testApp.app.inject({ method: 'POST', url: '/api/test/card', payload: {} });

    expect((await note({ text: 'Call back' })).json()).toEqual({ fields: { text: 'Call back' }, files: { photo: [] } });
    expect((await note({ text: '' })).json()).toEqual({
      detail: messages.validationFailed,
      errors: { text: 'Text is required' },
    });
    expect(card.statusCode).toBe(415);
  });

  it('answers 400 to a form cut short', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/note',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG',
    });

    expect(response.statusCode).toBe(400);
  });
});
