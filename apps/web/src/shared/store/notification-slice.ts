import type { PushLook } from '../push/push-look';
import type { SliceCreator } from './types';

type NotificationType = 'success' | 'error' | 'info';

/** A toast. The spec lists these under UI preferences; the Toaster reads them from this slice. */
export interface AppNotification {
  id: string;
  type: NotificationType;
  message: string;
  duration: number;
  /** A push message shown in the foreground: its title, and its status's icon and colour. */
  push?: { look: PushLook; title: string };
}

type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

export interface NotificationState {
  fcmToken: string | null;
  isInitialized: boolean;
  permission: NotificationPermissionState;
  isSupported: boolean;
  isPWA: boolean;
  lastTokenRefresh: number | null;
  settings: { orderUpdates: boolean; paymentNotifications: boolean; generalNotifications: boolean };
  notifications: AppNotification[];
}

const DEFAULT_NOTIFICATION: NotificationState = {
  fcmToken: null,
  isInitialized: false,
  permission: 'default',
  isSupported: false,
  isPWA: false,
  lastTokenRefresh: null,
  settings: { orderUpdates: true, paymentNotifications: true, generalNotifications: true },
  notifications: [],
};

/** Spec section 9: errors about 4 s, success about 2 s, default 5 s, at most 20 shown. */
const NOTIFICATION_DURATION: Record<NotificationType, number> = {
  error: 4000,
  success: 2000,
  info: 5000,
};
const MAX_NOTIFICATIONS = 20;

export interface NotificationActions {
  notify(input: Omit<AppNotification, 'id' | 'duration'> & { duration?: number }): string;
  dismissNotification(id: string): void;
  setNotificationPermission(permission: NotificationPermissionState): void;
}

let counter = 0;

export const createNotificationSlice: SliceCreator<
  { notification: NotificationState } & NotificationActions
> = (set) => ({
  notification: DEFAULT_NOTIFICATION,
  notify: (input) => {
    counter += 1;
    const id = `n${Date.now().toString(36)}-${counter}`;
    const item: AppNotification = {
      ...input,
      id,
      duration: input.duration ?? NOTIFICATION_DURATION[input.type],
    };
    set((state) => ({
      notification: {
        ...state.notification,
        notifications: [...state.notification.notifications, item].slice(-MAX_NOTIFICATIONS),
      },
    }));
    return id;
  },
  dismissNotification: (id) =>
    set((state) => ({
      notification: {
        ...state.notification,
        notifications: state.notification.notifications.filter((n) => n.id !== id),
      },
    })),
  setNotificationPermission: (permission) =>
    set((state) => ({ notification: { ...state.notification, permission } })),
});
