// `npm start`: builds when nothing is built yet or the sources changed since the last build (a
// `git pull`, an edit), then runs the production server with the embedded defaults (PGlite in
// ./data, the embedded identity provider) unless configured otherwise.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtFingerprint, sourceFingerprint } from './source-fingerprint.mjs';

const root = process.cwd();
const built = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].every((file) =>
  fs.existsSync(file),
);
const current = built && builtFingerprint(root) === sourceFingerprint(root);
if (!current) {
  if (built) console.info('The sources changed since the last build: building again.');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Pass stop signals on so the server shuts down gracefully (closes connections and the database).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
