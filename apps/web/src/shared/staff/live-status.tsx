import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** Whether the screen on display follows the restaurant live (its event stream is open); null: it has none. */
type LiveStatus = boolean | null;

const LiveStatusContext = createContext<{ status: LiveStatus; report: (status: LiveStatus) => void }>({
  status: null,
  report: () => undefined,
});

/** The console's live-connection slot: the top bar shows what the screen on display reports. */
export function LiveStatusProvider({ children }: { children: ReactNode }) {
  const [status, report] = useState<LiveStatus>(null);
  const value = useMemo(() => ({ status, report }), [status]);
  return <LiveStatusContext value={value}>{children}</LiveStatusContext>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext).status;
}

/**
 * A live screen (orders board, kitchen display) reports its stream's state to the console's top bar; the
 * slot empties when the screen leaves.
 * @public the live screens call it (issue 11 items 2–5); the staff screen has no stream.
 */
export function useReportLiveStatus(isConnected: boolean): void {
  const { report } = useContext(LiveStatusContext);
  useEffect(() => {
    report(isConnected);
  }, [report, isConnected]);
  useEffect(() => () => report(null), [report]);
}
