import type { INestApplicationContext } from '@nestjs/common';

/** How long a command waits for its app to close once its work is done and saved. */
export const COMMAND_CLOSE_DEADLINE_MS = 30_000;

/**
 * Closes a command's app, but does not wait forever: a command whose work is done must not
 * hang on a shutdown hook (a connection that never answers its goodbye). Past the deadline it
 * says what was still open, on stderr, and returns; the command then exits with its own code.
 */
export async function closeWithin(
  app: Pick<INestApplicationContext, 'close'>,
  deadlineMs = COMMAND_CLOSE_DEADLINE_MS,
  report: (line: string) => void = (line) => console.error(line),
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close().then(() => true);
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), deadlineMs)));
  try {
    if (await Promise.race([closed, late])) return;
  } finally {
    clearTimeout(timer);
  }
  closed.catch(() => undefined);
  const open = process.getActiveResourcesInfo().filter((kind) => kind !== 'TTYWrap');
  report(
    `Closing took over ${deadlineMs / 1000} s; left open: ${open.join(', ') || 'nothing the process can name'}. The work itself is saved.`,
  );
}
