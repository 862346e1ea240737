import type { MediaStorage } from '../src/adapters/storage.ts';

/**
 * `disk` as it fills up: it takes `room` more files, then every later put throws `message`. `puts()` counts
 * every put asked of it, the refused ones too, so a test can tell where the writing stopped.
 */
export function fillingDisk(disk: MediaStorage, room: number, message: string) {
  let puts = 0;
  const storage: MediaStorage = {
    ...disk,
    put: async (key, body, type) => {
      if (++puts > room) throw new Error(message);
      await disk.put(key, body, type);
    },
  };
  return { storage, puts: () => puts };
}
