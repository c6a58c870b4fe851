/**
 * Tap round trip at 12 MP: from a tap (POST /api/photos/{id}/corrections) to the updated overlay
 * decoded and ready to draw, through the real app on loopback (the overlay PNG decoded the way
 * the browser must before it paints). Run alone: tsx backend/scripts/bench-taps.ts [--taps N]
 */
import path from 'node:path';
import sharp from 'sharp';
import setupTestPostgres from '../../tests/support/global-setup.ts';
import { startTestApp } from '../../tests/support/test-app.ts';
import { photo } from './bench-vision.ts';
import { signIn } from './bench-sign-in.ts';

export const TAP_TARGET_MS = 200;

export type TapBench = { megapixels: number; taps: number; medianMs: number; p95Ms: number };

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

export const runTapBench = async (options: { taps?: number; megapixels?: number } = {}) => {
  const taps = options.taps ?? 30;
  const megapixels = options.megapixels ?? 12;
  const stopPostgres = await setupTestPostgres();
  const t = await startTestApp({});
  try {
    const cookie = await signIn(t.baseUrl, 'tap-bench@example.com');
    const { buf, width, height } = await photo(megapixels);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(buf)], { type: 'image/jpeg' }), 'house.jpg');
    const uploaded = await fetch(`${t.baseUrl}/api/ai/analyze-image`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const photoId = imageUrl.split('/')[3];
    // the screen asks for the overlay once analysis completes (this also prepares the photo)
    await fetch(`${t.baseUrl}/api/photos/${photoId}/surfaces`, { headers: { cookie } });

    const surfaces = ['none', 'mainBody', 'trim', 'accents'] as const;
    const times: number[] = [];
    let seed = 17;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < taps; i++) {
      const body = {
        surface: surfaces[i % surfaces.length],
        point: { x: Math.floor(rand() * width), y: Math.floor(rand() * height) },
      };
      const started = performance.now();
      const res = await fetch(`${t.baseUrl}/api/photos/${photoId}/corrections`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const view = (await res.json()) as { overlay: { png: string } };
      if (!res.ok) throw new Error(`tap failed: ${res.status} ${JSON.stringify(view)}`);
      await sharp(Buffer.from(view.overlay.png.split(',')[1] ?? '', 'base64'))
        .raw()
        .toBuffer();
      times.push(performance.now() - started);
    }
    return {
      megapixels,
      taps,
      medianMs: Math.round(pct(times, 50)),
      p95Ms: Math.round(pct(times, 95)),
    } satisfies TapBench;
  } finally {
    await t.stop();
    await stopPostgres();
  }
};

export const printTapBench = (r: TapBench): void =>
  console.log(
    `\nTap to updated overlay at ${r.megapixels} MP, ${r.taps} taps (server and overlay decode): median ${r.medianMs} ms, p95 ${r.p95Ms} ms (target ≤ ${TAP_TARGET_MS} ms)`,
  );

const isEntryPoint =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntryPoint) {
  const taps = Number(process.argv[process.argv.indexOf('--taps') + 1]) || undefined;
  printTapBench(await runTapBench(taps ? { taps } : {}));
}
