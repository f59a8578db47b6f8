import { randomBytes } from 'node:crypto';
import { expect, newPersonContext, signUpViaApi, test } from './fixtures';

test('a second person taps "I prayed" on an anonymous prayer request → the author sees the count change without reload', async ({
  browser,
}) => {
  const ctxA = await newPersonContext(browser);
  const ctxB = await newPersonContext(browser);
  const a = await signUpViaApi(ctxA.request, { name: 'Hannah Ramah' });
  await signUpViaApi(ctxB.request, { name: 'Eli Shiloh' });
  const text = `Please pray for my sister's recovery ${randomBytes(3).toString('hex')}`;
  const res = await ctxA.request.post('/api/community', { data: { userId: a.id, content: text, type: 'prayer', anonymous: 1 } });
  expect(res.status()).toBe(201);

  const pageA = await ctxA.newPage();
  const pageB = await ctxB.newPage();
  await pageA.goto('/community');
  await pageB.goto('/community');
  const postA = pageA.getByRole('article').filter({ hasText: text });
  const postB = pageB.getByRole('article').filter({ hasText: text });
  await expect(postA).toContainText('No one has said they prayed yet');
  await expect(postA.getByRole('button', { name: 'I prayed' })).toHaveCount(0);
  await expect(postB).not.toContainText('Hannah');

  await postB.getByRole('button', { name: 'I prayed' }).click();
  await expect(postB.getByRole('button', { name: 'I prayed' })).toHaveAttribute('aria-pressed', 'true');
  await expect(postA).toContainText('1 person prayed for this');
  // The count is the author's alone: B sees only that they prayed, and the server never sent B a count.
  await expect(postB).toContainText('You prayed for this');
  await expect(postB).not.toContainText(/\d+ (person|people) prayed/);
  const asB = (await (await ctxB.request.get('/api/community?limit=50')).json()) as { content: string; prayed: number | null }[];
  expect(asB.find((p) => p.content === text)?.prayed).toBeNull();

  // Taking it back is one tap too, and the author's count follows.
  await postB.getByRole('button', { name: 'I prayed' }).click();
  await expect(postA).toContainText('No one has said they prayed yet');
  await postB.getByRole('button', { name: 'I prayed' }).click();
  await expect(postA).toContainText('1 person prayed for this');

  // The author marks it answered; B sees it.
  await postA.getByRole('button', { name: 'Mark answered' }).click();
  await expect(postB).toContainText(/Answered on /);
  await ctxA.close();
  await ctxB.close();
});
