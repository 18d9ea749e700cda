import { pngImage } from './images.js';
import { multipartForm } from './multipart.js';
import type { TestApp } from './test-app.js';

export const aSubmission = {
  name: 'Ngozi Okafor',
  email: 'ngozi@example.ng',
  phone: '8031234567',
  subject: 'The app logs me out on every page',
  message: 'Since Monday the dashboard logs me out.\nIt happens on my phone too.',
  project_name: 'Acadaboo',
};

export interface Attachment {
  content: Buffer;
  filename?: string;
  type?: string;
}

// A submission as the public form sends it: text fields and `attachments` file parts.
export function submitFeedback(
  testApp: TestApp,
  organizationId: string,
  {
    fields = aSubmission,
    attachments = [{ content: pngImage() }],
    ip = '203.0.113.10',
  }: { fields?: Record<string, string>; attachments?: Attachment[]; ip?: string } = {},
) {
  const form = multipartForm({
    fields,
    files: attachments.map((file, index) => ({
      field: 'attachments',
      filename: `screenshot-${index + 1}.png`,
      type: 'image/png',
      ...file,
    })),
  });
  return testApp.app.inject({
    method: 'POST',
    url: `/api/ticket/create-feedback/${organizationId}/`,
    payload: form.payload,
    headers: form.headers,
    remoteAddress: ip,
  });
}
