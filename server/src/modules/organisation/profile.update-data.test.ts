import fs from 'node:fs';
import path from 'node:path';
import { maxImageBytes, messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { actorFrom } from '../../platform/auth/actor.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { uploadsDirOf } from '../../platform/storage/local-disk-storage.js';
import { bearer, createSessionToken, createTeam, createUser, type Team } from '../../test/factories.js';
import { htmlPage, jpegImage, pngImage, svgImage } from '../../test/images.js';
import { multipartForm } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createProfileService } from './profile.service.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Avatar Org');
});
afterAll(() => testApp.close());

const password = 'Lagos!2026';

// A member of their own, so each test starts from a profile without an avatar.
async function newMember() {
  const user = await createUser(testApp.database.db, {
    organizationId: team.organization.id,
    role: 'executive',
    password,
  });
  return { user, token: await createSessionToken(testApp, user.id) };
}

type Image = { content: Buffer; filename?: string; type?: string };

function updateData(token: string, fields: Record<string, string>, image?: Image) {
  const form = multipartForm({
    fields,
    files: image ? [{ field: 'image', filename: 'avatar.png', type: 'image/png', ...image }] : [],
  });
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/profile/update-data/',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

const fetchUrl = (url: string) => testApp.app.inject({ url });
const getProfile = (token: string) => testApp.app.inject({ url: '/api/profile/get-profile/', headers: bearer(token) });

// The avatars the organisation's folder holds (their content-type notes aside).
function storedAvatars() {
  const folder = path.join(uploadsDirOf(testApp.config), team.organization.id, 'avatars');
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).filter((name) => !name.endsWith('.meta.json'));
}

describe('PUT /api/profile/update-data/', () => {
  it('changes the names sent and keeps a name sent empty', async () => {
    const { user, token } = await newMember();

    const response = await updateData(token, { first_name: ' Adaeze ', last_name: '' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      first_name: 'Adaeze',
      last_name: user.lastName,
      email: user.email,
      permission_type: 'executive',
      org_setup_complete: true,
      org_origin: false,
      image_url: null,
      color_scheme: 'system',
    });
    expect((await getProfile(token)).json().first_name).toBe('Adaeze');
  });

  it('accepts the same fields as JSON', async () => {
    const { token } = await newMember();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/update-data/',
      payload: { last_name: 'Okonkwo' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().last_name).toBe('Okonkwo');
  });

  it('asks for at least one name', async () => {
    const { token } = await newMember();
    const noNames: Record<string, string>[] = [{}, { first_name: '  ', last_name: '' }, { remove_image: 'true' }];
    for (const fields of noNames) {
      const response = await updateData(token, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: messages.enterDetailsToEdit,
        errors: { first_name: messages.enterDetailsToEdit },
      });
    }
  });

  it('sets an avatar shown through a signed address in the profile, at login and in the staff list', async () => {
    const { user, token } = await newMember();

    const response = await updateData(token, { first_name: 'Ada' }, { content: pngImage() });

    expect(response.statusCode).toBe(200);
    const imageUrl: string = response.json().image_url;
    expect(imageUrl).toMatch(
      new RegExp(`^/api/files/${team.organization.id}/avatars/[0-9a-f-]{36}\\.png\\?exp=\\d+&sig=[0-9a-f]{64}$`),
    );
    const image = await fetchUrl(imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngImage())).toBe(true);

    expect((await getProfile(token)).json().image_url).toBe(imageUrl);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: user.email, password },
    });
    expect(login.json().user.image_url).toBe(imageUrl);
    const staff = await testApp.app.inject({
      url: `/api/profile/all-users/?search=${encodeURIComponent(user.email)}`,
      headers: bearer(team.support.token),
    });
    expect(staff.json().results[0].image_url).toBe(imageUrl);
    const detail = await testApp.app.inject({
      url: `/api/profile/get-user/${user.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(detail.json().image_url).toBe(imageUrl);
  });

  it('replaces the avatar and removes the old file', async () => {
    const { token } = await newMember();
    const first: string = (await updateData(token, { first_name: 'Ada' }, { content: pngImage() })).json().image_url;

    const second = await updateData(token, { first_name: 'Ada' }, { content: jpegImage(), filename: 'me.jpg' });

    const secondUrl: string = second.json().image_url;
    expect(secondUrl).toMatch(/\.jpg\?/);
    expect((await fetchUrl(secondUrl)).headers['content-type']).toBe('image/jpeg');
    expect((await fetchUrl(first)).statusCode).toBe(404);
  });

  it('keeps the avatar when only the names change, and removes it on request', async () => {
    const { token } = await newMember();
    const imageUrl: string = (await updateData(token, { first_name: 'Ada' }, { content: pngImage() })).json().image_url;

    expect((await updateData(token, { last_name: 'Bello' })).json().image_url).toBe(imageUrl);
    const removed = await updateData(token, { first_name: 'Ada', remove_image: 'true' });

    expect(removed.statusCode).toBe(200);
    expect(removed.json().image_url).toBeNull();
    expect((await fetchUrl(imageUrl)).statusCode).toBe(404);
  });

  it.each([
    ['an SVG', { content: svgImage(), filename: 'avatar.svg', type: 'image/svg+xml' }],
    ['an HTML page named like a picture', { content: htmlPage(), filename: 'avatar.png', type: 'image/png' }],
    ['a text file', { content: Buffer.from('hello'), filename: 'notes.txt', type: 'text/plain' }],
  ])('refuses %s, changing nothing', async (_name, image) => {
    const { user, token } = await newMember();
    const before = storedAvatars().length;

    const response = await updateData(token, { first_name: 'Changed' }, image);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.imagesOnly, errors: { image: messages.imagesOnly } });
    expect((await getProfile(token)).json()).toMatchObject({ first_name: user.firstName, image_url: null });
    expect(storedAvatars()).toHaveLength(before);
  });

  it('accepts an image of exactly 5 MB and refuses one a byte larger with its own message', async () => {
    const { token } = await newMember();

    const atLimit = await updateData(token, { first_name: 'Ada' }, { content: pngImage(maxImageBytes) });
    expect(atLimit.statusCode).toBe(200);

    const before = storedAvatars().length;
    const overLimit = await updateData(token, { first_name: 'Ada' }, { content: pngImage(maxImageBytes + 1) });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json()).toEqual({ detail: messages.imageTooLarge, errors: { image: messages.imageTooLarge } });
    expect(storedAvatars()).toHaveLength(before);
  });
});

it('is documented in the OpenAPI document, with the detail route of the staff', async () => {
  const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
  expect(document.paths['/api/profile/update-data/'].put.tags).toEqual(['profile']);
  expect(document.paths['/api/profile/get-user/{id}/'].get.tags).toEqual(['staff']);
});

describe('saving a profile when something fails', () => {
  const image = { bytes: pngImage(), contentType: 'image/png' as const, extension: 'png' };

  it('removes the new file again when the profile cannot be saved', async () => {
    const { user } = await newMember();
    const before = storedAvatars();
    // A database that is there for reading but fails to write.
    const failingDb = Object.assign(Object.create(testApp.database.db) as Database, {
      transaction: async () => {
        throw new Error('connection lost');
      },
    });
    const savedKeys: string[] = [];
    const recordingStorage: FileStorage = {
      ...testApp.storage,
      save: async (file) => {
        savedKeys.push(file.key);
        await testApp.storage.save(file);
      },
    };
    const profiles = createProfileService({
      ...testApp.context,
      database: { ...testApp.database, db: failingDb },
      storage: recordingStorage,
    });

    await expect(
      profiles.updateProfile({ actor: actorFrom(user), fields: { first_name: 'Ada' }, image }),
    ).rejects.toThrow('connection lost');
    expect(savedKeys).toHaveLength(1);
    expect(storedAvatars()).toEqual(before);
  });

  it('still saves when the replaced file cannot be removed', async () => {
    const { user, token } = await newMember();
    await updateData(token, { first_name: 'Ada' }, { content: pngImage() });
    const stuckStorage: FileStorage = {
      ...testApp.storage,
      remove: async () => {
        throw new Error('disk is read-only');
      },
    };
    const profiles = createProfileService({ ...testApp.context, storage: stuckStorage });
    const withAvatar = (await getProfile(token)).json();

    const saved = await profiles.updateProfile({
      actor: actorFrom(user),
      fields: { last_name: 'Bello' },
      image,
    });

    expect(saved.last_name).toBe('Bello');
    expect(saved.image_url).not.toBe(withAvatar.image_url);
    expect((await fetchUrl(saved.image_url ?? '')).statusCode).toBe(200);
  });
});
