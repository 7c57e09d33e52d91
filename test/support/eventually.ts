/**
 * Retries `check` until it passes or `timeoutMs` is up, then throws its last failure: for
 * what settles within moments (a drop reaching another process over Redis, a status probed
 * once a second, an answer being kept). Not a timing test: only the outcome is checked.
 * Answers what the passing check answered.
 */
export async function eventually<T = void>(
  check: () => Promise<T>,
  { timeoutMs = 3_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
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
