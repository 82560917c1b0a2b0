import { ApiError, AUTH_TOKEN_KEY } from '../api-client';

function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function errorOf(response: Response): Promise<ApiError> {
  // A 401 ends the session here as everywhere (the console's guard then asks to sign in).
  if (response.status === 401) localStorage.removeItem(AUTH_TOKEN_KEY);
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return new ApiError(response.status, body.error?.code ?? 'INTERNAL', body.error?.message ?? '');
  } catch {
    return new ApiError(response.status, 'INTERNAL', '');
  }
}

/**
 * Fetches a file of the staff API (a CSV export, the QR sheet's PDF) with the staff's bearer token (a
 * plain link cannot send it) and hands the browser the file to save. Answers the file's name (the
 * server's content-disposition, else `fallbackName`). Errors are ApiErrors like every call's.
 */
export async function downloadStaffFile(
  apiPath: string,
  options: { accept: string; language: string; fallbackName: string; query?: URLSearchParams },
): Promise<string> {
  const headers: Record<string, string> = { Accept: options.accept, 'x-sufra-lang': options.language };
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    const search = options.query ? `?${options.query}` : '';
    response = await fetch(`/api${apiPath}${search}`, { headers, signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) throw await errorOf(response);
  const filename = filenameOf(response, options.fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; revoke on the next tick.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}
