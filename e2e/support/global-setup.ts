import { startBuiltServer } from './server';

export default async function globalSetup() {
  const server = await startBuiltServer();
  // Workers start after this and inherit the environment.
  process.env.SRM_E2E_BASE_URL = server.baseUrl;
  process.env.SRM_E2E_MAIL_IN_PORT = String(server.mailInPort);
  process.env.SRM_E2E_PAYSTACK_URL = server.paystackUrl;
  return server.stop;
}
