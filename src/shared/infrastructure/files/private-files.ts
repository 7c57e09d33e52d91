import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Files that hold secrets (mail with live reset links, backups of the whole database, deposit
 * slips) are for the app's own user only, whatever the umask (issue 32, low 9).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** chmod that leaves a folder it may not change (someone else's, e.g. a mounted volume's root) as it is. */
async function tighten(path: string, mode: number): Promise<void> {
  await chmod(path, mode).catch((error: NodeJS.ErrnoException) =>
    error.code === 'EPERM' ? undefined : Promise.reject(error),
  );
}

/** Makes the folder (and any missing parents) 0700; an existing one is tightened too. */
export async function privateFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await tighten(path, PRIVATE_FOLDER_MODE);
}

/** Every folder under `root` (and itself) 0700, every file 0600: after copying in files of unknown modes. */
export async function privateTree(root: string): Promise<void> {
  await tighten(root, PRIVATE_FOLDER_MODE);
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await tighten(path, PRIVATE_FOLDER_MODE);
    else if (entry.isFile()) await tighten(path, PRIVATE_FILE_MODE);
  }
}
