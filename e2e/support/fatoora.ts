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
  const fatoora = await startFakeFatoora({ port });
  return () => fatoora.close();
}
