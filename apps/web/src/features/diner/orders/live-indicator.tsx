import { useTranslation } from '../../../i18n/use-translation';

/** Whether the screen is following the kitchen live (SSE connected) or only refreshing now and then. */
export function LiveIndicator({ isConnected }: { isConnected: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <span
      role="status"
      data-testid="live-indicator"
      data-live={isConnected}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${isConnected ? 'bg-success/10 text-success' : 'bg-line text-muted'}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${isConnected ? 'bg-success motion-safe:animate-pulse-briefly' : 'bg-muted'}`}
      />
      {isConnected ? t('live.on') : t('live.off')}
    </span>
  );
}
