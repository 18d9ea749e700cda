import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDirs: string[] = [];
function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-config-'));
  dataDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('starts on the embedded database at port 3000 when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.isProduction).toBe(false);
  });

  it('reads the proxies in front as a count or a list of addresses', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.2, 10.0.0.0/24' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.0.0.0/24',
    ]);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT must be a port number from 0 to 65535$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be a port number/],
    [{ TRUST_PROXY: 'true' }, /^Invalid configuration: TRUST_PROXY must be the number of proxies in front/],
    [{ DATABASE_URL: 'mysql://localhost/srm' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ SMTP_URL: 'not a url' }, /^Invalid configuration: SMTP_URL /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV must be development, production or test$/],
    [{ FILE_STORAGE: 'disk' }, /^Invalid configuration: FILE_STORAGE must be local or s3$/],
    [{ FILE_STORAGE: 's3' }, /^Invalid configuration: S3_BUCKET is required when FILE_STORAGE is s3$/],
    [{ S3_ENDPOINT: 'minio:9000' }, /^Invalid configuration: S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL$/],
    [{ S3_FORCE_PATH_STYLE: 'sometimes' }, /^Invalid configuration: S3_FORCE_PATH_STYLE must be true or false$/],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, /^Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_SECRET_ACCESS_KEY: 'secret' }, /^Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
  ])('stops with a one-line reason on a bad value: %o', (env, reason) => {
    const attempt = () => loadConfig({ DATA_DIR: freshDataDir(), ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(reason);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('keeps files on the local disk unless S3 is chosen', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config.FILE_STORAGE).toBe('local');
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('reads the S3 bucket, endpoint, path style and credentials', () => {
    const s3 = { DATA_DIR: freshDataDir(), FILE_STORAGE: 's3', S3_BUCKET: 'srm-uploads' };
    const aws = loadConfig(s3);
    expect(aws).toMatchObject({ FILE_STORAGE: 's3', S3_BUCKET: 'srm-uploads', S3_REGION: 'us-east-1' });
    // No endpoint and no keys: AWS itself, with the SDK's default credential chain.
    expect(aws.S3_ENDPOINT ?? aws.S3_ACCESS_KEY_ID ?? aws.S3_SECRET_ACCESS_KEY).toBeUndefined();
    const minio = loadConfig({
      ...s3,
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'TRUE',
      S3_ACCESS_KEY_ID: 'srm',
      S3_SECRET_ACCESS_KEY: 'a-secret',
    });
    expect(minio).toMatchObject({
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'srm',
      S3_SECRET_ACCESS_KEY: 'a-secret',
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: '0' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('requires SECRET_KEY, SMTP_URL and APP_URL in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: freshDataDir(),
      SECRET_KEY: 'k'.repeat(40),
      SMTP_URL: 'smtp://mail.example:587',
      APP_URL: 'https://srm.example',
    };
    expect(loadConfig(production).isProduction).toBe(true);
    expect(() => loadConfig({ ...production, SECRET_KEY: '' })).toThrow(/SECRET_KEY is required in production/);
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(/SMTP_URL is required in production/);
    expect(() => loadConfig({ ...production, APP_URL: '' })).toThrow(/APP_URL is required in production/);
  });

  it('generates a secret key once and keeps it across restarts', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).SECRET_KEY;
    const second = loadConfig({ DATA_DIR: dataDir }).SECRET_KEY;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).SECRET_KEY).not.toBe(first);
  });

  it('uses a given secret key rather than generating one', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 's'.repeat(40) });
    expect(config.SECRET_KEY).toBe('s'.repeat(40));
    expect(fs.existsSync(path.join(dataDir, 'secret_key'))).toBe(false);
  });
});
