/**
 * The server build's React Router hands the address's URLSearchParams (the one `useSearchParams`
 * reads) to the render's recorder (web/src/lib/address-query-record.ts), so the server knows
 * which query parameters a page read (issue 31, decision 0176). Server build only. The build fails
 * if React Router's function is no longer as written here: the server would otherwise take every
 * query string for one the page does not read.
 */
import type { Plugin } from 'vite';

/** The global web/src/lib/address-query-record.ts listens on (ADDRESS_QUERY_HOOK; its spec checks they agree). */
const ADDRESS_QUERY_HOOK = '__leagueAddressQuery';
const ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/].+\.m?js$/;
const DEFINITION = 'function getSearchParamsForLocation(locationSearch, defaultSearchParams) {';
const MADE = '  let searchParams = createSearchParams(locationSearch);\n';

export function addressQueryHook(): Plugin {
  let handed = false;
  return {
    name: 'league-address-query',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id) || !code.includes(DEFINITION)) return null;
      const made = `${DEFINITION}\n${MADE}`;
      if (!code.includes(made))
        throw new Error(`${id}: getSearchParamsForLocation no longer starts as address-query.plugin.ts expects`);
      handed = true;
      return { code: code.replace(made, `${made}  globalThis.${ADDRESS_QUERY_HOOK}?.(searchParams);\n`), map: null };
    },
    buildEnd(error) {
      if (!error && !handed)
        this.error(
          "React Router's getSearchParamsForLocation was not found: the server could not tell which query parameters a page reads",
        );
    },
  };
}
