import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, SEED_FRESH_MS } from './query-client';

const KEY = ['table-orders', 1, 7] as const;

/** A screen reading the table's status as the welcome does: stale at once (staleTime 0). */
function TableStatus({ read }: { read: () => Promise<string> }) {
  const status = useQuery({ queryKey: KEY, queryFn: read, staleTime: 0 });
  return <p>{status.data ?? 'loading'}</p>;
}

function show(client: ReturnType<typeof createQueryClient>, read: () => Promise<string>) {
  return render(
    <QueryClientProvider client={client}>
      <TableStatus read={read} />
    </QueryClientProvider>,
  );
}

/** Lets the effects of a mount run and any fetch they start settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('a drawn page taken over by the app', () => {
  afterEach(() => vi.useRealTimers());

  it('does not ask again for what the server drew it with', async () => {
    const read = vi.fn(async () => 'read again');
    show(createQueryClient([[KEY, 'as drawn']]), read);
    await settle();
    expect(screen.getByText('as drawn')).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
  });

  it('asks at once when a live event invalidates it', async () => {
    const read = vi.fn(async () => 'read again');
    const client = createQueryClient([[KEY, 'as drawn']]);
    show(client, read);
    await settle();
    await act(() => client.invalidateQueries({ queryKey: KEY }));
    await waitFor(() => expect(screen.getByText('read again')).toBeTruthy());
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks afresh when the screen opens again after the first moments', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const read = vi.fn(async () => 'read again');
    const client = createQueryClient([[KEY, 'as drawn']]);
    show(client, read).unmount();
    vi.setSystemTime(Date.now() + SEED_FRESH_MS + 1);
    show(client, read);
    await waitFor(() => expect(screen.getByText('read again')).toBeTruthy());
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks on mount for an answer that did not come with the page', async () => {
    const read = vi.fn(async () => 'read again');
    const client = createQueryClient();
    client.setQueryData(KEY, 'from earlier');
    show(client, read);
    await waitFor(() => expect(screen.getByText('read again')).toBeTruthy());
    expect(read).toHaveBeenCalledTimes(1);
  });
});
