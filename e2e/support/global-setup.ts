import { startBuiltServer } from './server';

export default async function globalSetup() {
  const server = await startBuiltServer();
  // Workers start after this and inherit the environment.
  process.env.SRM_E2E_BASE_URL = server.baseUrl;
  return server.stop;
}
