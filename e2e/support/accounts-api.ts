import { type APIRequestContext, expect } from '@playwright/test';
import { strongPassword } from './accounts';
import { latestCode } from './mailbox';

async function post(request: APIRequestContext, path: string, data: object, token?: string) {
  const response = await request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

// The sign-up of the screens (register, emailed code, password) through the
// API they call, for journeys about other pages: the sign-up screens have
// journeys of their own (tests/auth). `setUp` also completes the
// organisation's setup, as its dialog would.
export async function signUpThroughApi(
  request: APIRequestContext,
  { email, password = strongPassword, setUp = false }: { email: string; password?: string; setUp?: boolean },
) {
  await post(request, '/api/auth/register/', {
    first_name: 'Adaeze',
    last_name: 'Okonkwo',
    company_name: 'Zenith Foods Ltd',
    email,
  });
  const otp = await latestCode(request, email);
  await post(request, '/api/auth/validate-otp/', { email, otp });
  await post(request, '/api/auth/set-password/', { email, otp, password });
  if (!setUp) return;
  const { access_token: token } = await post(request, '/api/auth/login/', { email, password });
  const response = await request.put('/api/profile/update-organization/', {
    headers: { authorization: `Bearer ${token}` },
    data: { staff_count: '11 - 50', country: 'Nigeria', nature_of_business: 'Food processing and distribution' },
  });
  expect(response.ok(), `setup answered ${response.status()}`).toBe(true);
  await post(request, '/api/auth/logout/', {}, token);
}
