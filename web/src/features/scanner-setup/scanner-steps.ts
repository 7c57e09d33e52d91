/**
 * Scanner Setup's steps, in product §2's order. A step that sets the scanner up would show
 * its configuration barcode, drawn from `code` (bwip-js, `symbology`); SPEC gives no
 * configuration code for any step, and each scanner model has its own, so every `code`
 * is null and the page says so and names the setting to find in the scanner's manual
 * (docs/decisions/0083-player-pages-search-card-card-request-scanner-setup.md). A league that knows its model's codes fills them in here.
 */

export type StepNeed = 'optional' | 'required' | 'recommended' | 'skip if paired' | 'action' | 'test';

export interface ScannerStep {
  readonly id: string;
  readonly title: string;
  readonly need: StepNeed;
  readonly text: string;
  /** The setting's name as scanner manuals print it, for the manual's own barcode. */
  readonly manualSetting?: string;
  /** The configuration barcode's data, when known; null: SPEC gives none. */
  readonly code: string | null;
  readonly symbology?: 'code128' | 'qrcode';
}

export const SCANNER_STEPS: readonly ScannerStep[] = [
  {
    id: 'trigger-mode',
    title: 'Trigger mode',
    need: 'optional',
    text: 'Scan only while the trigger is pressed. Skip this step to keep presentation mode (step 8).',
    manualSetting: 'Trigger Mode / Manual Trigger',
    code: null,
  },
  {
    id: 'bluetooth-pairing',
    title: 'Bluetooth pairing',
    need: 'skip if paired',
    text: 'Put the scanner in keyboard (HID) pairing mode, then pair it from the tablet or laptop Bluetooth settings.',
    manualSetting: 'Bluetooth HID Keyboard Pairing',
    code: null,
  },
  {
    id: 'carriage-return',
    title: 'Carriage-return suffix',
    need: 'required',
    text: 'The scanner ends every scan with Enter, so the points screen checks the player in at once.',
    manualSetting: 'Add CR Suffix / Enter Suffix',
    code: null,
  },
  {
    id: 'scanner-prefix',
    title: 'Scanner prefix',
    need: 'required',
    text: 'Turn on the custom prefix, so the scanner can put a mark before each scan.',
    manualSetting: 'Enable Custom Prefix',
    code: null,
  },
  {
    id: 'semicolon-prefix',
    title: 'Semicolon prefix for player cards',
    need: 'required',
    text: 'Set the prefix to a semicolon (;). The site tells a scan (;9000123) from typing by it.',
    manualSetting: 'Set Prefix: ; (semicolon, hex 3B)',
    code: null,
  },
  {
    id: 'test-scan',
    title: 'Test scan',
    need: 'test',
    text: 'Put the cursor in the field and scan a player card: the player name shows, or No Name.',
    code: null,
  },
  {
    id: 'sleep-30',
    title: 'Sleep after 30 minutes',
    need: 'recommended',
    text: 'The scanner sleeps after 30 minutes unused, so its battery lasts the night.',
    manualSetting: 'Auto Sleep Time: 30 minutes',
    code: null,
  },
  {
    id: 'presentation-mode',
    title: 'Presentation mode',
    need: 'recommended',
    text: 'The scanner reads a card held under it without the trigger: players scan themselves in.',
    manualSetting: 'Presentation Mode / Auto Sense',
    code: null,
  },
  {
    id: 'sleep-now',
    title: 'Sleep now',
    need: 'action',
    text: 'Put the scanner to sleep at the end of the night.',
    manualSetting: 'Enter Sleep Mode',
    code: null,
  },
];

/** Shown where a step would show its barcode. */
export const NO_CODE_TEXT =
  'Each scanner model has its own configuration barcode for this step: scan it from your scanner’s manual.';

/** The test field's answer when the scan names no player (product §2). */
export const NO_NAME = 'No Name';
