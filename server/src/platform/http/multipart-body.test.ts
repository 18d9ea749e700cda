import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const file = { type: 'string', format: 'binary', description: expect.stringMatching(/checked by content|text\/csv/) };

it.each([
  {
    route: ['/api/ticket/create-feedback/{organization_id}/', 'post'],
    fields: ['name', 'email', 'phone', 'subject', 'message', 'project_name'],
    required: ['name', 'email', 'subject', 'message', 'project_name'],
    files: { attachments: { type: 'array', items: file, maxItems: 5 } },
    json: false,
  },
  {
    route: ['/api/profile/update-data/', 'put'],
    fields: ['first_name', 'last_name', 'remove_image'],
    required: [],
    files: { image: file },
    json: true,
  },
  {
    route: ['/api/auth/import-staff/', 'post'],
    fields: [],
    required: ['file'],
    files: { file },
    json: false,
  },
])(
  'describes the multipart body of $route.0 with its fields and files',
  async ({ route, fields, required, files, json }) => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
    const [path, method] = route as [string, string];
    const { content } = document.paths[path][method].requestBody;

    const form = content['multipart/form-data'].schema;
    expect(form.type).toBe('object');
    expect(Object.keys(form.properties)).toEqual([...fields, ...Object.keys(files)]);
    expect(form.properties).toMatchObject(files);
    expect(form.required).toEqual(required);
    expect(Object.keys(content)).toEqual(json ? ['multipart/form-data', 'application/json'] : ['multipart/form-data']);
    if (json) expect(Object.keys(content['application/json'].schema.properties)).toEqual(fields);
  },
);
