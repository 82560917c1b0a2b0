/** Reads a Server-Sent Events stream over real HTTP, as a browser's EventSource would. */
export async function openEventStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let pending: Promise<{ done: boolean; value?: Uint8Array | undefined }> | undefined;

  /** Waits until the received text satisfies `done`; fails after `timeoutMs`. */
  async function waitFor(done: (text: string) => boolean, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (!done(text)) {
      if (!reader) throw new Error(`no stream (status ${res.status})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; received so far:\n${text}`);
      pending ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        pending,
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left);
        }),
      ]);
      clearTimeout(timer);
      if (result === 'timeout') continue;
      pending = undefined;
      if (result.done) throw new Error(`stream ended; received:\n${text}`);
      text += decoder.decode(result.value, { stream: true });
    }
    return text;
  }

  /** The parsed `data` of every event of `type` received so far. */
  function events(
    type: string,
  ): { orderId?: string; tableNumber: number | null; data: Record<string, unknown> }[] {
    return text
      .split('\n\n')
      .filter((block) => block.startsWith(`event: ${type}\n`))
      .map((block) => JSON.parse(block.split('\ndata: ')[1] ?? 'null'));
  }

  return { res, waitFor, events, text: () => text, close: () => controller.abort() };
}

/** The staff stream's URL with a fresh one-use ticket, as a browser gets it before opening its EventSource. */
export async function staffStreamUrl(
  app: {
    inject: (opts: {
      method: 'POST';
      url: string;
      headers: Record<string, string>;
    }) => PromiseLike<{ statusCode: number; body: string }>;
  },
  base: string,
  token: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/events/ticket',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`no stream ticket: ${res.statusCode} ${res.body}`);
  const { ticket } = JSON.parse(res.body).data as { ticket: string };
  return `${base}/api/staff/events?ticket=${encodeURIComponent(ticket)}`;
}
