/**
 * The new-ticket chime, made on the spot with the Web Audio API (no sound file to download): two soft bell
 * notes, a fifth apart, loud enough over a kitchen's noise and short enough not to annoy on a busy night.
 */
export function playChime(context: AudioContext): void {
  const start = context.currentTime + 0.02;
  const notes: [frequency: number, at: number][] = [
    [880, 0],
    [1318.5, 0.18],
  ];
  for (const [frequency, at] of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.6, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.6);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + 0.65);
  }
}
