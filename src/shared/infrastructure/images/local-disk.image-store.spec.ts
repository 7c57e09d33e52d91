import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStoredImageName } from '../../domain/image-rules.js';
import { LocalDiskImageStore } from './local-disk.image-store.js';

describe('LocalDiskImageStore', () => {
  let root: string;
  let store: LocalDiskImageStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'image-store-'));
    store = new LocalDiskImageStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps bytes under a new random name in the area folder, reads and removes them', async () => {
    const first = await store.save('players', Buffer.from('one'), 'png');
    const second = await store.save('players', Buffer.from('two'), 'png');
    expect(isStoredImageName(first)).toBe(true);
    expect(first).not.toBe(second);
    expect(await readdir(join(root, 'players'))).toEqual(expect.arrayContaining([first, second]));
    expect((await store.read('players', first))?.toString()).toBe('one');
    expect(await store.read('deposits', first)).toBeNull();
    await store.remove('players', first);
    await store.remove('players', first);
    expect(await store.read('players', first)).toBeNull();
  });

  it('never turns other text into a path', async () => {
    expect(await store.read('players', '../../etc/passwd')).toBeNull();
    expect(await store.read('players', 'ABCDEF.png')).toBeNull();
    await expect(store.remove('players', '..')).resolves.toBeUndefined();
    await expect(store.save('../x', Buffer.from('x'), 'png')).rejects.toThrow('Not an image area');
  });
});
