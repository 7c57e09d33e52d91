/**
 * A page whose record is missing (a game, post or player the server does not have or does not
 * list): the server answers 404 with the Unknown Page at that address (issue 31), and the
 * browser hydrating that HTML shows the same until the visitor goes elsewhere.
 */
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/** The path the server found missing, or null. */
export const MissingPageContext = createContext<string | null>(null);

/** Whether the address being shown is the one the server answered 404 for. */
export function useMissingPage(): boolean {
  const missing = useContext(MissingPageContext);
  const { pathname } = useLocation();
  return missing !== null && missing === pathname;
}
