/**
 * Product §8: a failed scan save plays an error sound, so a host looking at the
 * line of players rather than the screen notices. A short low beep from Web Audio
 * (no sound file to download); browsers without it stay silent.
 */
let audio: AudioContext | null = null;

export function playErrorSound(): void {
  // For the browser suite: how many times the sound was asked for.
  document.body.dataset['errorSounds'] = String(Number(document.body.dataset['errorSounds'] ?? 0) + 1);
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 220;
    gain.gain.value = 0.12;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.3);
  } catch {
    // No audio (or not allowed yet): the red status line still says what went wrong.
  }
}
