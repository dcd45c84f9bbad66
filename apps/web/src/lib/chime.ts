/**
 * A short two-tone chime (the new-order sound) made by Web Audio, so no file is loaded. Browsers
 * allow it only after the seller has interacted with the page; until then it stays silent.
 */
export function playChime(): void {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const tone = (frequency: number, start: number) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + start);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + start + 0.18);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + start);
      oscillator.stop(audio.currentTime + start + 0.2);
    };
    tone(880, 0);
    tone(1320, 0.2);
    setTimeout(() => void audio.close().catch(() => undefined), 1000);
  } catch {
    // no audio device or blocked: the toast still tells
  }
}
