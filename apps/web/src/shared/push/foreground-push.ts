import { FOREGROUND_PUSH_TOAST_MS, type PushMessage } from '@sufra/domain/push';
import { useStore } from '../store';
import { pushLook } from './push-look';

/** Spec sections 4 and 9: a push in the foreground is a 6 s toast with its status's icon and colour. */
export function showForegroundPush(message: PushMessage): void {
  if (typeof message?.title !== 'string' || typeof message.body !== 'string') return;
  useStore.getState().notify({
    type: 'info',
    message: message.body,
    duration: FOREGROUND_PUSH_TOAST_MS,
    push: { look: pushLook(message), title: message.title },
  });
}
