import { AsyncLocalStorage } from 'node:async_hooks';

type Effect = () => unknown;

/** The effects waiting for the outer transaction of the current request, when one holds the commit. */
const waiting = new AsyncLocalStorage<Effect[]>();

/**
 * Effects that must follow the commit of the change that caused them: telling screens to
 * reload (they would read the old rows) and dropping cached reads (a read between the drop
 * and the commit would keep the old answer). A handler's own UnitOfWork.run commits at
 * once, unless an outer transaction holds the commit (an idempotent write keeps its key
 * and answer in the same transaction as the change): then they wait for it, and a
 * rollback forgets them.
 */
export function whenCommitted(effect: Effect): void {
  const queue = waiting.getStore();
  if (queue) queue.push(effect);
  else void Promise.resolve(effect()).catch(() => undefined);
}

/** Whether an outer transaction holds the commit of the current work. */
export const commitIsPending = (): boolean => waiting.getStore() !== undefined;

/**
 * Runs `work`, which commits when it resolves (an outer transaction), holding back the
 * effects its inner steps register with whenCommitted; runs them, in order, once it has
 * resolved. They are not run when it fails (nothing was committed).
 */
export async function holdingEffectsUntilCommit<T>(work: () => Promise<T>): Promise<T> {
  const queue: Effect[] = [];
  const result = await waiting.run(queue, work);
  for (const effect of queue) {
    try {
      await effect();
    } catch {
      // A missed notice is not worth failing a committed write for; the screens' polling catches up.
    }
  }
  return result;
}
