/**
 * Retries `check` until it passes or `timeoutMs` is up, then throws its last failure: for
 * what settles within moments (a drop reaching another process over Redis, a status probed
 * once a second, an answer being kept). Not a timing test: only the outcome is checked, so the
 * default wait is long enough for a machine at load 14 on two cores (moments there take seconds);
 * a passing check returns at once. Answers what the passing check answered.
 */
export async function eventually<T = void>(
  check: () => Promise<T>,
  { timeoutMs = 15_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

/**
 * Answers `step`'s outcome, or fails naming `what` once `limitMs` is up: a step that hangs
 * (a connection that never answers, a close that never ends) fails its test with its own name,
 * not the suite's anonymous timeout.
 */
export async function within<T>(what: string, limitMs: number, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) =>
      (timer = setTimeout(() => reject(new Error(`${what}: not done within ${limitMs / 1000} s`)), limitMs)),
  );
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}
