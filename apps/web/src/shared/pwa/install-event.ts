/** Chromium's `beforeinstallprompt` (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/** The browser's offer to install, kept until the install prompt uses it (a dialog per event). */
export const installPrompt: { event: InstallPromptEvent | null } = { event: null };

/**
 * Called by main.tsx before anything lazy: the browser fires the event once per page, often before React has
 * rendered anything. Kept, and the browser's own prompt on arrival held back: ours comes after an order
 * (install-prompt.tsx).
 */
export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.event = event as InstallPromptEvent;
  });
}

/** The store's `ui.activeModal` while the install prompt is offered (set when this phone places an order). */
export const INSTALL_PROMPT = 'install-prompt';
