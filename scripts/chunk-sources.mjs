// What a built chunk is made of: each source module's share of it, raw and brotli-compressed, from its source map.
// Usage after `vite build`: node scripts/chunk-sources.mjs dist/client/assets/framework-<hash>.js [rows]
// (decisions 109 and 112 were measured with it).
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bySrc = new Map();
const mappings = [];
map.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i],
    n = mappings[i + 1];
  const line = lines[m.generatedLine - 1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
  const seg = line.slice(m.generatedColumn, end);
  let src = m.source || '?';
  src = src.replace(/.*node_modules\//, 'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, '$1');
  if (!src.startsWith('nm/')) src = src.replace(/^(\.\.\/)+/, '');
  bySrc.set(src, (bySrc.get(src) ?? '') + seg);
}
const total = brotliCompressSync(code).length;
const rows = [...bySrc].map(([s, t]) => [s, t.length, brotliCompressSync(t).length]).sort((a, b) => b[1] - a[1]);
console.log('total br', (total / 1024).toFixed(1));
for (const [s, raw, br] of rows.slice(0, +(process.argv[3] ?? 25)))
  console.log((raw / 1024).toFixed(1).padStart(7), (br / 1024).toFixed(1).padStart(6), s);
