import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { KeptWritesStore, toKeptWrite, type KeptWrite } from './kept-writes';

/** The kept writes in IndexedDB (database `league-point-writes`, one object store), keyed by Idempotency-Key. */
export class IdbKeyvalKeptWritesStore extends KeptWritesStore {
  private readonly db: UseStore;

  constructor(databaseName = 'league-point-writes') {
    super();
    this.db = createStore(databaseName, 'writes');
  }

  async all(): Promise<KeptWrite[]> {
    const rows = await entries(this.db);
    return rows.map(([, value]) => toKeptWrite(value)).filter((entry): entry is KeptWrite => entry !== null);
  }

  put(kept: KeptWrite): Promise<void> {
    return set(kept.key, kept, this.db);
  }

  remove(key: string): Promise<void> {
    return del(key, this.db);
  }
}
