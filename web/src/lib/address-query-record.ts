/**
 * Which of its address's query parameters a server render read (issue 31,
 * docs/decisions/0176-a-query-string-the-page-does-not-read-names-the-page.md). A public screen
 * reads the query only through React Router's `useSearchParams` (web/src/architecture.spec.ts),
 * whose URLSearchParams is made in `getSearchParamsForLocation`; the server build hands that
 * object to `ADDRESS_QUERY_HOOK` (web/address-query.plugin.ts). While a pass is drawn, every
 * read of such an object is recorded: a name asked for (`get`, `getAll`, `has`), or the whole
 * query (iterating it, its text, its size, or a copy of it). Drawn without a query string, a page
 * whose screen asked for none of a request's parameter names is the very page that request would
 * get: every name the screen asked for is missing in both. Not part of the browser's scripts.
 */

/** The global the server build's React Router calls with the address's URLSearchParams. */
export const ADDRESS_QUERY_HOOK = '__leagueAddressQuery';

/** The parameter names a render asked for, or 'all' when it read the query as a whole. */
export type QueryRead = readonly string[] | 'all';

export interface QueryReadBook {
  readonly names: Set<string>;
  all: boolean;
  /** The address's URLSearchParams objects the passes made. */
  readonly addressQueries: WeakSet<URLSearchParams>;
}

export const startQueryRead = (): QueryReadBook => ({ names: new Set(), all: false, addressQueries: new WeakSet() });

export const queryReadOf = (book: QueryReadBook): QueryRead => (book.all ? 'all' : [...book.names].sort());

const BY_NAME = ['get', 'getAll', 'has'] as const;
const WHOLE = ['toString', 'forEach', 'keys', 'values', 'entries', 'sort', Symbol.iterator] as const;

/**
 * Runs one synchronous draw with URLSearchParams watched for reads of the address's query. The
 * prototype and the global are restored after it, whatever happens: nothing else runs meanwhile
 * (renderToString does not yield).
 */
export function recordingQueryRead<T>(book: QueryReadBook, draw: () => T): T {
  const Original = globalThis.URLSearchParams;
  const prototype = Original.prototype as unknown as Record<PropertyKey, unknown>;
  const saved = new Map<PropertyKey, PropertyDescriptor>();
  const watch = (key: PropertyKey, onRead: (self: URLSearchParams, args: unknown[]) => void) => {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, key)!;
    saved.set(key, descriptor);
    if (descriptor.get) {
      const get = descriptor.get;
      Object.defineProperty(prototype, key, {
        ...descriptor,
        get(this: URLSearchParams) {
          onRead(this, []);
          return get.call(this);
        },
      });
      return;
    }
    const method = descriptor.value as (...args: unknown[]) => unknown;
    Object.defineProperty(prototype, key, {
      ...descriptor,
      value(this: URLSearchParams, ...args: unknown[]) {
        onRead(this, args);
        return method.apply(this, args);
      },
    });
  };
  const isAddress = (self: URLSearchParams) => book.addressQueries.has(self);
  for (const key of BY_NAME)
    watch(key, (self, [name]) => {
      if (isAddress(self)) book.names.add(String(name));
    });
  for (const key of [...WHOLE, 'size'])
    watch(key, (self) => {
      if (isAddress(self)) book.all = true;
    });
  // A copy reads the whole query (Node copies one without calling its methods).
  class Watched extends Original {
    constructor(init?: ConstructorParameters<typeof URLSearchParams>[0]) {
      super(init);
      if (init instanceof Original && isAddress(init)) book.all = true;
    }
  }
  const global = globalThis as unknown as Record<string, unknown>;
  global['URLSearchParams'] = Watched;
  global[ADDRESS_QUERY_HOOK] = (query: URLSearchParams) => book.addressQueries.add(query);
  try {
    return draw();
  } finally {
    global['URLSearchParams'] = Original;
    delete global[ADDRESS_QUERY_HOOK];
    for (const [key, descriptor] of saved) Object.defineProperty(prototype, key, descriptor);
  }
}
