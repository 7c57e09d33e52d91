import 'fake-indexeddb/auto';
import { describe, expect, it } from '@jest/globals';
import { IdbKeyvalKeptWritesStore } from './idb-keyval-kept-writes.store';
import {
  inMadeOrder,
  isStale,
  KEPT_FOR_MS,
  LEGACY_KEPT_WRITES,
  MemoryKeptWritesStore,
  moveLegacyWrites,
  toKeptWrite,
  type KeptWrite,
} from './kept-writes';

const checkIn = (key: string, madeAt: number, seq = 0): KeptWrite => ({
  key,
  userID: 7,
  madeAt,
  seq,
  write: { kind: 'checkIn', body: { gameID: 3, scan: ';1234567', scannedAt: new Date(madeAt).toISOString() } },
  label: 'Pat Player',
  code: '1234567',
});

/** localStorage as the older site left it. */
class FakeStorage {
  constructor(readonly items = new Map<string, string>()) {}
  getItem = (name: string): string | null => this.items.get(name) ?? null;
  removeItem = (name: string): void => void this.items.delete(name);
}

let databases = 0;
const freshStore = () => new IdbKeyvalKeptWritesStore(`spec-${++databases}`);

describe('the kept writes in IndexedDB', () => {
  it('keeps a write until it is removed, read back as it was stored, by any later page (a new store on the same database)', async () => {
    const name = `spec-${++databases}`;
    const first = new IdbKeyvalKeptWritesStore(name);
    await first.put(checkIn('k1', 1_000));
    await first.put(checkIn('k2', 2_000));
    const later = new IdbKeyvalKeptWritesStore(name);
    expect(inMadeOrder(await later.all())).toEqual([checkIn('k1', 1_000), checkIn('k2', 2_000)]);
    await later.remove('k1');
    expect((await first.all()).map((kept) => kept.key)).toEqual(['k2']);
  });

  it('stores one entry per Idempotency-Key (a second put of a key replaces it)', async () => {
    const store = freshStore();
    await store.put(checkIn('same', 1_000));
    await store.put({ ...checkIn('same', 1_000), label: 'Card 1234567' });
    expect(await store.all()).toEqual([{ ...checkIn('same', 1_000), label: 'Card 1234567' }]);
  });

  it('skips junk it finds in the database rather than sending it', async () => {
    const store = freshStore();
    await store.put({ key: 'junk' } as unknown as KeptWrite);
    await store.put(checkIn('k1', 1_000));
    expect((await store.all()).map((kept) => kept.key)).toEqual(['k1']);
  });
});

describe('the order and age of kept writes', () => {
  it('sends them in the order they were made, writes of one millisecond by their sequence (the store reads them by key)', () => {
    const kept = [checkIn('c', 2_000, 0), checkIn('a', 1_000, 1), checkIn('b', 1_000, 0)];
    expect(inMadeOrder(kept).map((entry) => entry.key)).toEqual(['b', 'a', 'c']);
  });

  it('a write is stale from 12 hours after it was made', () => {
    expect(KEPT_FOR_MS).toBe(12 * 3_600_000);
    expect(isStale(checkIn('k', 0), KEPT_FOR_MS - 1)).toBe(false);
    expect(isStale(checkIn('k', 0), KEPT_FOR_MS)).toBe(true);
  });

  it('reads a kept write of the older shape (no sequence, label or code)', () => {
    expect(
      toKeptWrite({ key: 'k', userID: 7, madeAt: 5, write: { kind: 'place', body: { pointID: 1, place: 2 } } }),
    ).toEqual({
      key: 'k',
      userID: 7,
      madeAt: 5,
      seq: 0,
      write: { kind: 'place', body: { pointID: 1, place: 2 } },
    });
    expect(toKeptWrite(null)).toBeNull();
    expect(toKeptWrite({ key: 'k', write: { kind: 'place' } })).toBeNull();
  });
});

describe('moving the writes an older site kept in localStorage', () => {
  it('moves each into the store, then removes the localStorage entry', async () => {
    const store = freshStore();
    const legacy = [
      { key: 'old1', userID: 7, madeAt: 1_000, write: { kind: 'checkIn', body: { gameID: 3, scan: ';1' } } },
      { key: 'old2', userID: 8, madeAt: 2_000, write: { kind: 'place', body: { pointID: 4, place: 1 } } },
    ];
    const storage = new FakeStorage(new Map([[LEGACY_KEPT_WRITES, JSON.stringify(legacy)]]));
    await moveLegacyWrites(store, storage);
    expect(inMadeOrder(await store.all()).map((kept) => [kept.key, kept.userID])).toEqual([
      ['old1', 7],
      ['old2', 8],
    ]);
    expect(storage.getItem(LEGACY_KEPT_WRITES)).toBeNull();
    // Once: a second run finds nothing to move and changes nothing.
    await moveLegacyWrites(store, storage);
    expect(await store.all()).toHaveLength(2);
  });

  it('keeps the localStorage entry when the store refuses a write (the next load tries again)', async () => {
    const store = new MemoryKeptWritesStore();
    store.put = () => Promise.reject(new Error('QuotaExceededError'));
    const storage = new FakeStorage(
      new Map([
        [
          LEGACY_KEPT_WRITES,
          JSON.stringify([
            { key: 'old1', userID: 7, madeAt: 1, write: { kind: 'end', body: { gameID: 1, places: [] } } },
          ]),
        ],
      ]),
    );
    await expect(moveLegacyWrites(store, storage)).rejects.toThrow('QuotaExceededError');
    expect(storage.getItem(LEGACY_KEPT_WRITES)).not.toBeNull();
  });

  it('drops an unreadable localStorage entry', async () => {
    const store = freshStore();
    const storage = new FakeStorage(new Map([[LEGACY_KEPT_WRITES, '{not json']]));
    await moveLegacyWrites(store, storage);
    expect(await store.all()).toEqual([]);
    expect(storage.getItem(LEGACY_KEPT_WRITES)).toBeNull();
  });
});
