import { useEffect, useMemo, useState } from 'react';
import { useStore } from '../store';
import { type DinerPushOutcome, enableDinerPush, followOrderPush } from './diner-push';
import { problemOf } from './push-device';
import { currentPermission, detectPushSupport, type PushProblem } from './push-support';

/**
 * The diner's push state for a card on an order page: what the browser allows now, whether this phone
 * is registered, the last attempt's problem, and the order it follows once registered.
 */
export function useDinerPush(orderId: string | null) {
  const support = useMemo(detectPushSupport, []);
  const fcmToken = useStore((s) => s.notification.fcmToken);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const [outcome, setOutcome] = useState<DinerPushOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // The browser's answer may have changed in its site settings since it was stored.
  const permission = currentPermission(support);
  useEffect(() => {
    const n = useStore.getState().notification;
    if (
      n.permission !== permission ||
      n.isSupported !== support.isSupported ||
      n.isPWA !== support.isPWA ||
      !n.isInitialized
    )
      useStore.setState((s) => ({
        notification: {
          ...s.notification,
          permission,
          isSupported: support.isSupported,
          isPWA: support.isPWA,
          isInitialized: true,
        },
      }));
  }, [permission, support]);
  const isOn = fcmToken !== null && permission === 'granted';
  useEffect(() => {
    // Following is a bonus on top of the page: a failure here leaves the page as it is.
    if (isOn && orderId) followOrderPush(orderId).catch(() => undefined);
  }, [isOn, orderId]);
  const enable = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setOutcome(await enableDinerPush());
    } catch (error) {
      setProblem(problemOf(error, 'registerFailed'));
    } finally {
      setBusy(false);
    }
  };
  return {
    permission,
    problem,
    /** Why push cannot start here, known before any tap (iOS outside the home screen, no support). */
    reason: support.problem,
    isOn,
    isStaffDevice: outcome === 'staffDevice',
    canEnable: support.isSupported && permission !== 'denied' && !isOn,
    busy,
    enable,
  };
}
