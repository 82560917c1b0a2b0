import InstallPrompt from './install-prompt';
import OfflineBanner from './offline-banner';

/** The diner layout's two notices (app/layouts/pwa-slots.tsx). */
export function DinerNotice({ kind }: { kind: 'offline' | 'install' }) {
  return kind === 'offline' ? <OfflineBanner /> : <InstallPrompt />;
}
