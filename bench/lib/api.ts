/** The benches' JSON calls to our API: a bearer token and extra headers (a table's PIN) when given. */
export function jsonApi(baseUrl: string) {
  return async (
    path: string,
    init: RequestInit & { token?: string; pin?: Record<string, string> } = {},
  ): Promise<{ data: Record<string, unknown> }> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.pin,
      },
    });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: Record<string, unknown> };
  };
}

/** The demo's tables from its QR links: number, QR hash and the restaurant's id (the slug's suffix). */
export function demoTables(links: { tables: { number: number; url: string }[] }) {
  return links.tables.map((t) => {
    const u = new URL(t.url);
    return {
      number: t.number,
      hash: u.searchParams.get('hash') ?? '',
      restaurantId: u.pathname.split('-').pop(),
    };
  });
}
