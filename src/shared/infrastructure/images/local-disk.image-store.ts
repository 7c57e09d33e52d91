import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isStoredImageName, type ImageExtension } from '../../domain/image-rules.js';
import { ImageStore, type ImageArea } from '../../application/images/image-store.js';
import { PRIVATE_FILE_MODE, privateFolder } from '../files/private-files.js';

const AREA = /^[a-z]{1,32}$/;

/**
 * Images on the local disk under the UPLOAD_DIR setting (default var/uploads), one folder
 * per area: `{UPLOAD_DIR}/players/{32 hex}.png`. Names come from crypto.randomBytes and are
 * checked again on every read and remove, so no client text ever becomes a path.
 * Several app processes must share the folder (a volume) to serve each other's uploads.
 */
export class LocalDiskImageStore extends ImageStore {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async save(area: ImageArea, bytes: Buffer, extension: ImageExtension): Promise<string> {
    const folder = this.folder(area);
    // Deposit slips among them: the app serves every image itself, so nobody else needs to read them.
    await privateFolder(folder);
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    // 'wx': never overwrite (a clash of 128 random bits would fail loudly, not replace someone's image).
    await writeFile(join(folder, name), bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    return name;
  }

  async read(area: ImageArea, name: string): Promise<Buffer | null> {
    if (!isStoredImageName(name)) return null;
    try {
      return await readFile(join(this.folder(area), name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(area: ImageArea, name: string): Promise<void> {
    if (!isStoredImageName(name)) return;
    await rm(join(this.folder(area), name), { force: true });
  }

  private folder(area: ImageArea): string {
    if (!AREA.test(area)) throw new Error(`Not an image area: ${area}`);
    return join(this.root, area);
  }
}
