/**
 * The Apple Health import benchmark's server: the real app on an in-memory PGlite (or the
 * PostgreSQL server given as second argument), in a process of its own so its memory is measured
 * alone. Started by bench-apple-health.ts with an IPC channel; it reports when it listens, then
 * its memory when asked.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const port = Number(process.argv[2]);
const databaseUrl = process.argv[3];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-bench-import-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // 'warn' would note that the web client is not built, which this run does not need.
  LOG_LEVEL: 'error',
  DATA_DIR: dataDir,
  HEALTH_IMPORT_MAX_MB: process.env.BENCH_IMPORT_MAX_MB ?? '4096',
  WEB_DIST: path.join(dataDir, 'no-web-client'),
});
// BENCH_PGLITE_ON_DISK=1: PGlite in a data folder, as the server runs it (main.ts), not in memory.
const database = await openDatabase(
  databaseUrl
    ? { databaseUrl }
    : {
        pgliteDir:
          process.env.BENCH_PGLITE_ON_DISK === '1' ? path.join(dataDir, 'pglite') : 'memory://',
      },
);
const app = await buildApp({ config, database });
await app.listen({ port, host: '127.0.0.1' });

// Sampled, because maxRSS would include start-up. A parse step blocks for about a millisecond
// per 64 KB chunk, so a 10 ms timer sees the peak.
let peakRss = 0;
/** Where the memory is at the sampled peak: the JS heap, and buffers outside it. */
let peakHeap = 0;
let peakExternal = 0;
let sampling: NodeJS.Timeout | undefined;

/**
 * The kernel's high-water mark of this process's RSS since 'start' (Linux: writing 5 to
 * clear_refs resets it), which no synchronous step can hide from; null where unavailable.
 */
function resetPeak(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
function kernelPeak(): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
let peakReset = false;
/** CPU time of this process since 'start': less sensitive to other work on the machine. */
let cpuAtStart = process.cpuUsage();

process.on('message', (message: string) => {
  if (message === 'start') {
    peakReset = resetPeak();
    cpuAtStart = process.cpuUsage();
    peakRss = process.memoryUsage.rss();
    peakHeap = 0;
    peakExternal = 0;
    sampling = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapTotal);
      peakExternal = Math.max(peakExternal, usage.external);
    }, 10);
    process.send?.({ baselineRss: peakRss });
  } else if (message === 'memory') {
    clearInterval(sampling);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    process.send?.({
      peakRss,
      peakHeap,
      peakExternal,
      cpu: process.cpuUsage(cpuAtStart),
      maxRss: process.resourceUsage().maxRSS * 1024,
      ...(peakReset ? { kernelPeakRss: kernelPeak() } : {}),
    });
  } else if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  }
});
process.send?.({ ready: true });
