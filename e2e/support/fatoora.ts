import { startFakeFatoora } from '../../apps/server/src/modules/zatca/testing/fake-fatoora';

// The journeys' Fatoora: the server's imitation of ZATCA's API (onboarding by OTP, compliance checks, the
// production CSID and its renewal, reporting with the hash and PIH chain checked). It runs in Playwright's
// main process (global-setup.ts) for the whole run; the app's ZATCA_BASE_URL points at it. Without its
// XSD and schematron validators: they take seconds a document, and the server's tests hold the documents
// to them.

/** Beside the app's own port (+7 and +9 are other journeys' servers), so runs on different ports do not meet. */
export function fatooraPort(appPort: number): number {
  return Number(process.env.E2E_FATOORA_PORT ?? appPort + 3);
}

/** Starts the imitation on `port`; resolves with its stop function. It takes the OTP 123456 every time. */
export async function startFatoora(port: number): Promise<() => Promise<void>> {
  const fatoora = await startFakeFatoora({ port, scriptRoute: true });
  return () => fatoora.close();
}

/** Queues the imitation's next answers on a route (e.g. 'reporting', 400, 400: a rejection asked in ar and en). */
export async function scriptFatoora(appPort: number, route: string, ...answers: (number | string)[]) {
  const res = await fetch(`http://127.0.0.1:${fatooraPort(appPort)}/_imitation/script`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, answers }),
  });
  if (!res.ok) throw new Error(`the Fatoora imitation did not take the script: ${res.status}`);
}
