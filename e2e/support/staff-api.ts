import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './mailbox';

// Setting the scene through the API the screens use, for journeys about other
// pages: the signed-in user's token is read from the browser.
export async function bearerOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('srm_access_token'));
  return { authorization: `Bearer ${token}` };
}

export async function createDepartmentThroughApi(page: Page, name: string) {
  const response = await page.request.post('/api/profile/create-department/', {
    headers: await bearerOf(page),
    data: { name, description: `${name} questions from our stakeholders` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; name: string };
}

export async function inviteThroughApi(
  page: Page,
  person: {
    firstName: string;
    lastName: string;
    role: 'manager' | 'executive' | 'support';
    departmentId?: string;
  },
) {
  const email = uniqueEmail(person.firstName.toLowerCase());
  const response = await page.request.post('/api/auth/add-staff/', {
    headers: await bearerOf(page),
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      email,
      permission_type: person.role,
      department_id: person.departmentId ?? null,
    },
  });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  return { ...person, id, email, fullName: `${person.firstName} ${person.lastName}` };
}
