// The community feed at scale: 100,000 posts on embedded PGlite, timed through the real app.
//   npx tsx scripts/bench-community.ts [posts]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { wrapPglite } from '../src/server/db/client.js';

const POSTS = Number(process.argv[2] ?? 100_000);
const USERS = 2_000;
const LIKES = POSTS * 3;
const COMMENTS = POSTS / 2;
const RUNS = 200;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-bench-'));
const client = await PGlite.create();
const database = wrapPglite(client);
await database.migrate();

let t0 = performance.now();
await client.exec(`
  INSERT INTO users (name, username, email, gender, password_hash)
    SELECT 'Member ' || i, 'member' || i, 'member' || i || '@example.com', 'female', 'x' FROM generate_series(1, ${USERS}) i;
  INSERT INTO community_posts (user_id, content, scripture, type, anonymous, created_at)
    SELECT 1 + (i % ${USERS}), 'A reflection on walking in the light, number ' || i,
           CASE WHEN i % 4 = 1 THEN 'John 3:16' END,
           (ARRAY['reflection','scripture','prayer','insight'])[1 + i % 4], i % 5 = 0,
           date_trunc('milliseconds', now() - make_interval(secs => (${POSTS} - i) * 18))
      FROM generate_series(1, ${POSTS}) i;
  -- Seeded in bulk with the counting triggers off, then counted once: the triggers keep them from here on.
  ALTER TABLE community_likes DISABLE TRIGGER community_likes_count;
  ALTER TABLE community_comments DISABLE TRIGGER community_comments_count;
  INSERT INTO community_likes (post_id, user_id)
    SELECT 1 + floor(random() * ${POSTS})::int, 1 + floor(random() * ${USERS})::int FROM generate_series(1, ${LIKES})
    ON CONFLICT DO NOTHING;
  INSERT INTO community_comments (post_id, user_id, content, anonymous)
    SELECT 1 + floor(random() * ${POSTS})::int, 1 + floor(random() * ${USERS})::int, 'Amen, thank you', random() < 0.2 FROM generate_series(1, ${COMMENTS});
  ALTER TABLE community_likes ENABLE TRIGGER community_likes_count;
  ALTER TABLE community_comments ENABLE TRIGGER community_comments_count;
  UPDATE community_posts p SET like_count = l.n FROM (SELECT post_id, count(*) n FROM community_likes GROUP BY post_id) l WHERE l.post_id = p.id;
  UPDATE community_posts p SET comment_count = c.n FROM (SELECT post_id, count(*) n FROM community_comments GROUP BY post_id) c WHERE c.post_id = p.id;
  ANALYZE;
`);
console.log(
  `seeded ${POSTS.toLocaleString()} posts, ${LIKES.toLocaleString()} likes tried, ${COMMENTS.toLocaleString()} comments in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const config = loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://lamplight.test', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const reg = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { name: 'Bench Reader', email: 'bench@example.com', username: 'benchreader', password: 'correct horse', gender: 'female' },
});
const cookie = `lamplight_session=${reg.cookies.find((c) => c.name === 'lamplight_session')!.value}`;
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

// A cursor deep in the feed: the 2,000th page.
const [deep] = (await client.query<{ id: number }>(`SELECT id FROM community_posts ORDER BY id DESC OFFSET 40000 LIMIT 1`)).rows;
const deepCursor = deep!.id;
const busiest = (await client.query<{ id: number }>(`SELECT id FROM community_posts ORDER BY comment_count DESC LIMIT 1`)).rows[0]!.id;

async function time(label: string, url: string) {
  for (let i = 0; i < 20; i++) await get(url);
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t0 = performance.now();
    const res = await get(url);
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(2);
  console.log(`${label.padEnd(42)} median ${q(0.5).padStart(6)} ms   p95 ${q(0.95).padStart(6)} ms`);
}

console.log(`\nthrough app.inject, ${RUNS} runs each:`);
await time('GET /api/health (the floor)', '/api/health');
await time('GET /api/community (first page)', '/api/community');
await time('GET /api/community?before= (page 2,000)', `/api/community?before=${deepCursor}`);
await time('GET /api/community/top', '/api/community/top');
await time(`GET /api/community/${busiest}/comments`, `/api/community/${busiest}/comments`);

const plan = await client.query<{ 'QUERY PLAN': string }>(
  `EXPLAIN ANALYZE SELECT p.id, p.like_count, p.comment_count, u.name, l.user_id IS NOT NULL
     FROM community_posts p JOIN users u ON u.id = p.user_id
     LEFT JOIN community_likes l ON l.post_id = p.id AND l.user_id = 1
    ORDER BY p.created_at DESC, p.id DESC LIMIT 21`,
);
console.log(`\nfeed query plan:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
