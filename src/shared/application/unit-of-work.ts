/** Runs work in one database transaction: all of it is saved, or none. */
export abstract class UnitOfWork {
  /**
   * Inside an outer transaction (an idempotent write's key and answer) the work is a
   * savepoint of it, rolled back alone when the work fails, so a caller that catches the
   * failure and goes on keeps nothing of it. `joinOuter`: the work joins the outer
   * transaction instead (two round trips fewer), for work whose failure always fails the
   * whole request (nothing catches it).
   */
  abstract run<T>(work: () => Promise<T>, options?: { readonly joinOuter?: boolean }): Promise<T>;
}
