/** One event of a Chromium trace (Tracing.dataCollected), the fields the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; frame?: string }; beginData?: { url?: string }; name?: string };
}
