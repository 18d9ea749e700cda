import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { nextReference } from './references.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('nextReference', () => {
  it('numbers each organisation on its own, from 1, zero-padded', async () => {
    const { db } = testApp.database;
    const [first, second] = [await createOrganization(db), await createOrganization(db)];
    expect((await nextReference(db, first.id, 'TCK')).reference).toBe('TCK-000001');
    expect((await nextReference(db, first.id, 'TCK')).reference).toBe('TCK-000002');
    expect((await nextReference(db, second.id, 'TCK')).reference).toBe('TCK-000001');
    expect((await nextReference(db, first.id, 'FBK')).reference).toBe('FBK-000001');
  });

  it('never hands two concurrent requests the same number', async () => {
    const { db } = testApp.database;
    const organization = await createOrganization(db);
    const taken = await Promise.all(Array.from({ length: 20 }, () => nextReference(db, organization.id, 'TCK')));
    expect(new Set(taken.map(({ number }) => number)).size).toBe(20);
    expect(Math.max(...taken.map(({ number }) => number))).toBe(20);
  });

  it('gives the number back when the transaction that took it rolls back', async () => {
    const { db } = testApp.database;
    const organization = await createOrganization(db);
    await expect(
      db.transaction(async (tx) => {
        await nextReference(tx, organization.id, 'TCK');
        throw new Error('the create failed');
      }),
    ).rejects.toThrow('the create failed');
    expect((await nextReference(db, organization.id, 'TCK')).reference).toBe('TCK-000001');
  });
});
