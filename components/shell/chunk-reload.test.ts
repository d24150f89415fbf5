import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  handleChunkError,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('isChunkLoadError', () => {
  it('recognises webpack/turbopack chunk failures and failed dynamic imports', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-abc failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 7 failed.')).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadOnceForChunkError (spec §9: at most once per 60 s)', () => {
  it('reloads the first time and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });
  it('does not reload again within 60 s, then does after', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_THROTTLE_MS - 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnceForChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_THROTTLE_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('does not reload when storage throws (no loop without a record)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadOnceForChunkError(storage, reload, 5)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('handleChunkError', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
  const stubWindow = () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { sessionStorage: memoryStorage(), location: { reload } });
    return reload;
  };
  afterEach(() => vi.unstubAllGlobals());

  it('reloads online (a deploy replaced the scripts)', () => {
    const reload = stubWindow();
    expect(handleChunkError(chunkError, true)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads offline: the page would become the browser’s offline screen (issue 17)', () => {
    const reload = stubWindow();
    expect(handleChunkError(chunkError, false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
