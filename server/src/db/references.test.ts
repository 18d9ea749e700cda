import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { nextReference, numberOfReference, numbersWithDigitsPrefix } from './references.js';

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

describe('numbersWithDigitsPrefix', () => {
  const referenceOf = (number: number) => `TCK-${String(number).padStart(6, '0')}`;
  const within = (ranges: [number, number][], number: number) =>
    ranges.some(([from, to]) => from <= number && number <= to);

  it('gives exactly the numbers whose reference begins with the digits', () => {
    const numbers = [
      ...Array.from({ length: 1_200_000 }, (_, index) => index),
      ...[4_975_050, 49_750_599, 497_505_999, 2_147_483_647, 12_345_678, 1_234_567_890],
    ];
    for (const digits of ['0', '04', '000123', '497505', '4975', '1', '12345678', '0000001', '9999999']) {
      const ranges = numbersWithDigitsPrefix(digits);
      const wrong = numbers.filter(
        (number) => within(ranges, number) !== referenceOf(number).startsWith(`TCK-${digits}`),
      );
      expect(wrong, `digits ${digits}`).toEqual([]);
    }
  });
});

describe('numberOfReference', () => {
  it('reads the number of a whole reference of its kind, written as nextReference writes it', () => {
    expect(numberOfReference('TCK', 'TCK-000123')).toBe(123);
    expect(numberOfReference('TCK', ' tck-000123 ')).toBe(123);
    expect(numberOfReference('TCK', 'TCK-1234567')).toBe(1_234_567);
    expect(numberOfReference('STK', 'STK-000001')).toBe(1);
  });

  it('reads nothing from part of a reference, another kind, or digits written otherwise', () => {
    for (const text of ['TCK-0001', 'TCK-123', 'FBK-000123', 'TCK-0001234', 'TCK-9999999999', 'invoice']) {
      expect(numberOfReference('TCK', text), text).toBeUndefined();
    }
  });
});
