/**
 * The upload benchmark (`npm run bench:uploads -w server`, part of `npm run bench`). The real app
 * on the embedded store (temp DATA_DIR, 10,000 tips), in this process; token checks are replaced
 * by a stand-in that accepts one member (the identity service is outside what is measured).
 *  1. 20 uploads of a 12-megapixel camera JPEG, one after another: median and p95 time from
 *     sending to the 201, and the peak RSS of the API and its image workers (sampled every 10 ms).
 *  2. autocannon (child process, 10 connections) on GET /gardenTips for DURATION_S, first alone,
 *     then while two members upload without pause (from a child process, upload-client.ts, as
 *     members' phones are not the API's process): p99 and req/s of both, and their ratio
 *     (target: the alone p99 / the with-uploads p99 >= 0.8).
 * Compare ratios only on an otherwise idle machine: the figures print the load average.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { autocannon, readsLine, withBenchApi } from './api-under-load';

const UPLOADS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const TARGET_P99_RATIO = 0.8;
const tsxLoader = import.meta.resolve('tsx');
const uploadClient = new URL('./upload-client.ts', import.meta.url).pathname;

/** A 4000×3000 picture with a photo's texture (gradient plus grain), as a camera JPEG of a few MB. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .raw()
    .toBuffer();
  return sharp(grain, { raw: { width, height, channels: 3 } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2d6a1f"/><stop offset="1" stop-color="#c9a227"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.75"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** RSS of this process and its children (the image workers), from /proc; this process alone elsewhere. */
function totalRss(): number {
  let total = process.memoryUsage().rss;
  try {
    const children = fs
      .readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    for (const pid of children) {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      total += kb * 1024;
    }
  } catch {
    // No /proc: this process only.
  }
  return total;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

// The members upload without pause and use none of their photos: no quota while measuring.
await withBenchApi(
  'uploads',
  { tips: 10_000, env: { UPLOAD_UNATTACHED_MAX: '0' } },
  async ({ config, dataDir, base }) => {
    const photo = await cameraPhoto();
    const meta = await sharp(photo).metadata();
    console.log(
      `Photo: ${meta.width}×${meta.height} JPEG (${((meta.width * meta.height) / 1e6).toFixed(0)} MP, EXIF orientation ${meta.orientation}), ${(photo.length / 1024 / 1024).toFixed(1)} MB; ` +
        `UPLOAD_CONCURRENCY=${config.uploads.concurrency}, UPLOAD_WORKER_NICE=${config.uploads.workerNice}, ${os.availableParallelism()} CPUs`,
    );
    const upload = async (member: string) => {
      const form = new FormData();
      form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      const res = await fetch(`${base}/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member}` },
        body: form,
      });
      const body = (await res.json()) as { variants?: unknown[] };
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, variants: body.variants?.length ?? 0 };
    };

    await upload('warm');
    global.gc?.();
    const rssBefore = totalRss();
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, totalRss());
    }, 10);
    const times: number[] = [];
    let variants = 0;
    for (let i = 0; i < UPLOADS; i++) {
      const result = await upload('alice');
      times.push(result.ms);
      variants = result.variants;
    }
    clearInterval(sampler);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(`\n${UPLOADS} uploads of the 12 MP JPEG, one at a time (${variants} WebP variants each):`);
    console.log(
      `  time to accept: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
    console.log(
      `  RSS of the API and its image workers: ${mb(rssBefore)} before, peak ${mb(peak)} (+${mb(peak - rssBefore)})`,
    );

    const list = `${base}/gardenTips?limit=20`;
    await autocannon(list, DURATION_S); // warm
    const alone = await autocannon(list, DURATION_S);
    const photoFile = path.join(dataDir, 'photo.jpg');
    fs.writeFileSync(photoFile, photo);
    const loadBefore = os.loadavg()[0]!;
    const uploaders = fork(uploadClient, [base, photoFile, 'bob', 'carol'], { execArgv: ['--import', tsxLoader] });
    const uploadersDone = new Promise<number>((resolve, reject) => {
      uploaders.once('message', (message: { uploads: number }) => resolve(message.uploads));
      uploaders.once('exit', (code) => reject(new Error(`the upload client exited with ${code}`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 500)); // both uploads under way
    const withUploads = await autocannon(list, DURATION_S);
    uploaders.send('stop');
    const uploadsDone = await uploadersDone;
    const ratio = alone.p99 / withUploads.p99;
    console.log(`\nGET /gardenTips?limit=20, 10 connections, ${DURATION_S} s:`);
    console.log(readsLine('alone:', alone));
    console.log(readsLine('with 2 uploaders:', withUploads, ` (${uploadsDone} uploads done meanwhile)`));
    console.log(
      `  p99 ratio (alone / with uploads): ${ratio.toFixed(2)} (target >= ${TARGET_P99_RATIO})${ratio >= TARGET_P99_RATIO ? '' : '  <- misses the target'}`,
    );
    console.log(
      `  load average (1 min) ${loadBefore.toFixed(1)} before the uploaders, ${os.loadavg()[0]!.toFixed(1)} now, on ${os.availableParallelism()} CPUs`,
    );
  },
);
