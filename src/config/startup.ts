import { loadSettings, SettingError, type Settings } from './settings.js';

/** Settings for a process entry point: a bad one stops the process with one line naming it. */
export function startupSettings(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingError) {
      console.error(`Setting error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
