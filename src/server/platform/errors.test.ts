import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { client, createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let anon: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  anon = client(t.app);
});
afterAll(() => t.close());

/**
 * Where a schema gives no sentence of its own, a 400 says what zod says in English. The schemas are written on
 * zod/mini, which carries no messages: the server loads the English ones (platform/zod-locale.ts), and these
 * answers must read as they always have, not "Invalid input".
 */
describe("a request a schema rejects without its own sentence gets zod's English one", () => {
  it.each([
    ['/api/bible/search?q=love&page=abc', 'Invalid input: expected number, received NaN'],
    ['/api/bible/search?q=love&pageSize=0', 'Too small: expected number to be >=1'],
    ['/api/bible/search?q=love&page=1.5', 'Invalid input: expected int, received number'],
  ])('GET %s: %s', async (url, message) => {
    const res = await anon.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('a body that is not an object', async () => {
    const res = await anon.post('/api/auth/login', ['grace', 'secret']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid input: expected object, received array', code: 'BAD_REQUEST' });
  });

  it('a setting the environment gets wrong', () => {
    expect(() => loadConfig({ HOST: ' ' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: ' ' })).toThrow('HOST: Too small: expected string to have >=1 characters');
  });
});
