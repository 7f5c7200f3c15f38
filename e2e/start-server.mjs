// Starts the built server for the end-to-end run on a fresh embedded database of its own.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '.data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
await import('../apps/server/dist/main.js');
