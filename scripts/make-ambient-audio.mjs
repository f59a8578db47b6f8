// Makes src/content/audio/ambient-loop.wav, the meditation's ambient track: a soft drone in D with slow
// swells, a breath of air and three distant chimes. Every steady tone is a whole number of cycles in the
// loop's length and every decaying one wraps around, so the end flows into the start with no seam.
// Run: node scripts/make-ambient-audio.mjs  (deterministic: the same file every time)
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const RATE = 16_000; // an ambient pad has nothing above 8 kHz worth its bytes
const SECONDS = 45;
const N = RATE * SECONDS;
const TAU = 2 * Math.PI;
const out = new Float64Array(N);

// A seeded generator: the file is reproducible.
let seed = 0x1a2b3c4d;
const random = () => (seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;

/** Adds a steady sine whose frequency is rounded to a whole number of cycles in the loop. */
function tone(freq, amp, phase = 0, swell) {
  const cycles = Math.max(1, Math.round(freq * SECONDS));
  const step = (TAU * cycles) / N;
  for (let i = 0; i < N; i++) {
    const gain = swell ? 0.65 + 0.35 * Math.sin((TAU * swell.cycles * i) / N + swell.phase) : 1;
    out[i] += amp * gain * Math.sin(step * i + phase);
  }
}

// The drone: D2, A2, D3, F#3, A3, each with a slightly detuned twin that beats slowly against it.
const chord = [73.42, 110, 146.83, 185, 220];
chord.forEach((f, k) => {
  const amp = 0.22 / (1 + k * 0.35);
  const swell = { cycles: 1 + (k % 3), phase: k * 1.3 };
  tone(f, amp, random() * TAU, swell);
  tone(f + 2 / SECONDS, amp * 0.6, random() * TAU, swell);
  tone(f * 2, amp * 0.12, random() * TAU, swell);
  tone(f * 3, amp * 0.05, random() * TAU, swell);
});

// Air: many quiet partials with random phases between 250 and 1,400 Hz, softer as they rise, breathing slowly.
const air = new Float64Array(N);
for (let cycles = 250 * SECONDS; cycles <= 1400 * SECONDS; cycles += SECONDS) {
  const amp = 0.0024 * Math.sqrt(250 / (cycles / SECONDS));
  const phase = random() * TAU;
  const step = (TAU * cycles) / N;
  for (let i = 0; i < N; i++) air[i] += amp * Math.sin(step * i + phase);
}
for (let i = 0; i < N; i++) out[i] += air[i] * (0.55 + 0.45 * Math.sin((TAU * 3 * i) / N + 0.7));

// Chimes: struck at three moments, decaying; the age is taken around the loop so a late chime rings on into the start.
const chimes = [
  { at: 6, freq: 587.33, amp: 0.08 },
  { at: 21, freq: 880, amp: 0.06 },
  { at: 35, freq: 659.25, amp: 0.07 },
];
for (const c of chimes) {
  const start = c.at * RATE;
  for (let i = 0; i < N; i++) {
    const age = ((i - start + N) % N) / RATE;
    const env = Math.exp(-age / 2.6) * Math.min(1, age / 0.01);
    if (env < 1e-5) continue;
    out[i] += c.amp * env * (Math.sin(TAU * c.freq * age) + 0.3 * Math.sin(TAU * c.freq * 2.76 * age) * Math.exp(-age / 0.8));
  }
}

// Normalise to a quiet peak and write 16-bit mono PCM.
let peak = 0;
for (const v of out) peak = Math.max(peak, Math.abs(v));
const gain = 0.55 / peak;
const data = Buffer.alloc(N * 2);
for (let i = 0; i < N; i++) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, out[i] * gain)) * 32767), i * 2);

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const file = path.resolve('src/content/audio/ambient-loop.wav');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, Buffer.concat([header, data]));
console.log(`${file}: ${SECONDS} s, ${RATE} Hz mono, ${((44 + data.length) / 1024 / 1024).toFixed(2)} MB`);
