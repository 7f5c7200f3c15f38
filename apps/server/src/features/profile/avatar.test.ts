import { expect, it } from 'vitest';
import { signedInBrowser, TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

const valid = { type: 'icon', initials: 'ab', icon: 'Trophy', color: 'teal' };

describeWithServer('avatar', (server) => {
  it('answers 401 to both calls without a session', async () => {
    const browser = new TestBrowser(server().url);
    expect((await browser.api('/api/user/avatar')).status).toBe(401);
    expect((await browser.api('/api/user/avatar', { method: 'POST', json: valid })).status).toBe(
      401,
    );
  });

  it('returns the default avatar from the e-mail until one is saved', async () => {
    const { browser } = await signedInBrowser(server().url);
    const response = await browser.api('/api/user/avatar');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      avatarConfig: { type: 'initials', initials: 'SC', icon: 'Dumbbell', color: 'blue' },
    });
  });

  it('saves an avatar, forcing initials to uppercase, and shows it on the auth user', async () => {
    const { browser } = await signedInBrowser(server().url);
    const saved = await browser.api('/api/user/avatar', { method: 'POST', json: valid });
    expect(saved.status).toBe(200);
    const expected = { type: 'icon', initials: 'AB', icon: 'Trophy', color: 'teal' };
    expect(await saved.json()).toEqual({ avatarConfig: expected });
    expect(await (await browser.api('/api/user/avatar')).json()).toEqual({
      avatarConfig: expected,
    });
    expect(await (await browser.api('/api/auth/user')).json()).toMatchObject({
      avatarConfig: expected,
    });
  });

  it('is idempotent: the same save twice leaves one identical avatar', async () => {
    const { browser } = await signedInBrowser(server().url);
    const first = await (
      await browser.api('/api/user/avatar', { method: 'POST', json: valid })
    ).json();
    const second = await (
      await browser.api('/api/user/avatar', { method: 'POST', json: valid })
    ).json();
    expect(second).toEqual(first);
  });

  it('truncates initials to 3 characters', async () => {
    const { browser } = await signedInBrowser(server().url);
    const response = await browser.api('/api/user/avatar', {
      method: 'POST',
      json: { ...valid, type: 'initials', initials: 'abcd' },
    });
    expect(
      ((await response.json()) as { avatarConfig: { initials: string } }).avatarConfig.initials,
    ).toBe('ABC');
  });

  it.each([
    ['empty initials', { ...valid, initials: '  ' }, 'initials'],
    ['initials with symbols', { ...valid, initials: 'a<' }, 'initials'],
    ['an unknown icon', { ...valid, icon: 'Skull' }, 'icon'],
    ['an unknown colour', { ...valid, color: 'black' }, 'color'],
    ['an unknown type', { ...valid, type: 'photo' }, 'type'],
    ['a missing field', { type: 'icon', initials: 'AB', icon: 'User' }, 'color'],
  ])('rejects %s with 400 and changes nothing', async (_label, body, field) => {
    const { browser } = await signedInBrowser(server().url);
    const before = await (await browser.api('/api/user/avatar')).json();
    const response = await browser.api('/api/user/avatar', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; issues: { path: string[] }[] };
    expect(error.message).toMatch(/Invalid request/);
    expect(error.issues.map((issue) => issue.path[0])).toContain(field);
    expect(await (await browser.api('/api/user/avatar')).json()).toEqual(before);
  });

  it('rejects a write that is not JSON or comes from another origin', async () => {
    const { browser } = await signedInBrowser(server().url);
    const form = await browser.api('/api/user/avatar', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
    const crossSite = await browser.api('/api/user/avatar', {
      method: 'POST',
      json: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await (await browser.api('/api/user/avatar')).json()).toMatchObject({
      avatarConfig: { type: 'initials', color: 'blue' },
    });
  });

  it("keeps each user's avatar their own", async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    await alice.browser.api('/api/user/avatar', { method: 'POST', json: valid });
    const bobsView = await (await bob.browser.api('/api/user/avatar')).json();
    expect(bobsView).toEqual({
      avatarConfig: { type: 'initials', initials: 'SC', icon: 'Dumbbell', color: 'blue' },
    });
    await bob.browser.api('/api/user/avatar', { method: 'POST', json: { ...valid, color: 'red' } });
    expect(await (await alice.browser.api('/api/user/avatar')).json()).toMatchObject({
      avatarConfig: { color: 'teal' },
    });
  });
});
