import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from './client';

// PGlite has no lock of its own: one API process owns a data folder, a second one is refused clearly.
describe('the PGlite data folder lock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second owner while the first is open, and lets one in after close', async () => {
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already has .* open/);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  }, 60_000);

  it('takes over the lock of a process that no longer exists', async () => {
    // A pid far above pid_max on Linux cannot be alive.
    writeFileSync(path.join(dir, 'api.lock'), '999999999');
    const database = await openDatabase({ dataDir: dir });
    await database.close();
  }, 60_000);
});

describe('the lock across processes', () => {
  it('refuses a second API process on the same folder with a clear message', async () => {
    const { spawn } = await import('node:child_process');
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-proc-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.mts'], {
        env: { ...process.env, DATA_DIR: dir, API_PORT: '0' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`Another platform API process (pid ${process.pid}) already owns`);
    } finally {
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
