import { useEffect } from 'react';
import { afterLoadIdle } from '../after-load';
import { useStore } from '../store';
import { FOREGROUND_PUSH_EVENT } from './push-event';

/** After the service worker's registration (3 s after idle): the refresh never competes with a first screen. */
const REFRESH_DELAY_MS = 5000;

/**
 * Push on a page (diner layout, restaurant console): a message the service worker hands to the page
 * someone is looking at shows as a toast (instead of a system notification); and on app start a phone
 * with push on checks its subscription, sending it again once it is 7 days old (spec section 9). This
 * sits in the diners' first screens: the code for either loads only when it is needed.
 */
export function usePushMessages(): void {
  useEffect(() => {
    const worker = navigator.serviceWorker;
    const load = () => import('./push-start');
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === FOREGROUND_PUSH_EVENT)
        void load().then((m) => m.showForegroundPush(event.data.message));
    };
    worker?.addEventListener('message', onMessage);
    const cancel = useStore.getState().notification.fcmToken
      ? afterLoadIdle(() => void load().then((m) => m.refreshDinerPush()), REFRESH_DELAY_MS)
      : undefined;
    return () => {
      worker?.removeEventListener('message', onMessage);
      cancel?.();
    };
  }, []);
}
