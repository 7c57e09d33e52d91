/**
 * Dark mode persists per user (product §2.4): the choice is stored in localStorage
 * under a key for whoever is logged in ("user-<playerID>") or "visitor". index.html
 * reads the same key before the app loads so the page never flashes the wrong scheme.
 */
import { useEffect, useRef } from 'react';
import {
  isMantineColorScheme,
  useMantineColorScheme,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { sessionStore } from './session-store';

export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

export const colorSchemeKey = (playerID: number | null | undefined): string =>
  `league.color-scheme.${playerID ? `user-${playerID}` : 'visitor'}`;

const currentKey = (): string => colorSchemeKey(sessionStore.get()?.playerID);

function readScheme(key: string): MantineColorScheme | null {
  try {
    const value = localStorage.getItem(key);
    return isMantineColorScheme(value) ? value : null;
  } catch {
    return null;
  }
}

function writeScheme(key: string, value: MantineColorScheme): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // No storage: the choice lasts for this page.
  }
}

/** Mantine's colour-scheme storage, keyed by the current user. */
export function perUserColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => readScheme(currentKey()) ?? defaultValue,
    set: (value) => writeScheme(currentKey(), value),
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.key === currentKey() && isMantineColorScheme(event.newValue)) onUpdate(event.newValue);
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => {
      try {
        localStorage.removeItem(currentKey());
      } catch {
        // Nothing stored.
      }
    },
  };
}

/**
 * When the user changes (log-in, log-out), switch to that user's stored scheme. Someone
 * with no stored choice keeps what is on screen now, which then becomes their choice.
 */
export function useColorSchemePerUser(playerID: number | null): void {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const previous = useRef(playerID);
  useEffect(() => {
    if (previous.current === playerID) return;
    previous.current = playerID;
    const key = colorSchemeKey(playerID);
    const stored = readScheme(key);
    if (stored) setColorScheme(stored);
    else writeScheme(key, colorScheme);
  }, [playerID, colorScheme, setColorScheme]);
}
