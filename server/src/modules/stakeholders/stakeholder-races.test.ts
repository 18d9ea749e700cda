import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakeholderChanges } from '../../db/schema/index.js';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#stakeholders: an edit racing a delete either happened (and says so) or left no trace.
let testApp: TestApp;
let team: Team;
const rounds = 12;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Racing Records Ltd');
});
afterAll(() => testApp.close());

async function staggered<Result>(round: number, work: () => Promise<Result>) {
  for (let tick = 0; tick < round; tick += 1) await new Promise((resolve) => setImmediate(resolve));
  return work();
}

describe('a record edited while it is deleted', () => {
  it('is edited (answered and recorded) or not at all, never answered 404 after the edit', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const record = await createStakeholder(testApp.database.db, { organizationId: team.organization.id });
      const form = multipartForm({ fields: { name: `Adaeze Nwosu-Bello ${round}` } });
      const [edited, deleted] = await Promise.all([
        testApp.app.inject({
          method: 'PUT',
          url: `/api/profile/update-stakeholder/${record.id}/`,
          payload: form.payload,
          headers: { ...form.headers, ...bearer(team.manager.token) },
        }),
        staggered(round, () =>
          testApp.app.inject({
            method: 'DELETE',
            url: `/api/profile/delete-stakeholder/${record.id}/`,
            headers: bearer(team.manager.token),
          }),
        ),
      ]);

      expect(deleted.statusCode).toBe(200);
      const edits = await testApp.database.db
        .select()
        .from(stakeholderChanges)
        .where(and(eq(stakeholderChanges.stakeholderId, record.id), eq(stakeholderChanges.type, 'edited')));
      if (edited.statusCode === 404) {
        expect(edits).toHaveLength(0);
      } else {
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json()).toMatchObject({ name: `Adaeze Nwosu-Bello ${round}` });
        expect(edits).toHaveLength(1);
      }
    }
  });
});
