import type { ZatcaDocument, ZatcaDocuments } from '@sufra/domain/contracts';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { error, type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The E-invoices screen's tests (e-invoices-page.test.tsx, e-invoice-reissue.test.tsx): documents shaped
// like the API's, and the screen opened against a stand-in server.

function doc(overrides: Partial<ZatcaDocument>): ZatcaDocument {
  return {
    id: 1,
    kind: 'invoice',
    number: 'INV-1042',
    publicId: 'inv_1042',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    icv: 120,
    invoiceHash: 'V0p6dZOk2LQv0WcQzrVjH8q1mS3C1b1U2mY3n4R5s6Q=',
    qr: 'AQ==',
    totalHalalas: 5750,
    vatHalalas: 750,
    reportStatus: 'reported',
    hoursLeft: null,
    attempts: 1,
    lastError: null,
    warnings: [],
    errors: [],
    issuedAt: '2026-11-24T17:05:00.000Z',
    reportedAt: '2026-11-24T17:05:30.000Z',
    reissue: null,
    canReissue: false,
    ...overrides,
  };
}

export const WAITING = doc({
  id: 5,
  number: 'INV-1043',
  icv: 124,
  reportStatus: 'waiting',
  hoursLeft: 17,
  reportedAt: null,
});
const OVERDUE = doc({
  id: 4,
  number: 'INV-1041',
  icv: 123,
  reportStatus: 'waiting',
  hoursLeft: 3,
  attempts: 6,
  lastError: 'ZATCA could not be reached (timeout after 30 s).',
  reportedAt: null,
});
const WARNED = doc({
  id: 3,
  kind: 'credit_note',
  number: 'CN-17',
  icv: 122,
  totalHalalas: 2300,
  reportStatus: 'reported_with_warnings',
  warnings: [{ code: 'BR-KSA-F-06-C23', message: 'The buyer name should be present.' }],
});
export const REJECTED = doc({
  id: 2,
  number: 'INV-1040',
  icv: 121,
  reportStatus: 'rejected',
  attempts: 1,
  errors: [{ code: 'BR-KSA-EN16931-11', message: 'The invoice total is not the sum of its lines.' }],
  reportedAt: null,
  canReissue: true,
});
export const REPORTED = doc({ id: 1, number: 'INV-1039', icv: 120 });
const ALL_DOCS = [WAITING, OVERDUE, WARNED, REJECTED, REPORTED];
export const COUNTS = { waiting: 2, reported: 1, reported_with_warnings: 1, rejected: 1, overdue: 1 };

/** The server's answer for a query: the documents it selects, the counts of all of them. */
export function answer(query: URLSearchParams, docs = ALL_DOCS, counts = COUNTS): ZatcaDocuments {
  const status = query.get('status');
  const kind = query.get('kind');
  return {
    documents: docs.filter((d) => (!status || d.reportStatus === status) && (!kind || d.kind === kind)),
    counts,
  };
}

export function openEInvoices(
  role: 'owner' | 'manager',
  list: (query: URLSearchParams) => ZatcaDocuments | 'not-onboarded' = answer,
  handle?: Handler,
) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      const own = handle?.(request);
      if (own) return own;
      if (request.method === 'GET' && request.path === '/api/staff/zatca/documents') {
        const data = list(request.query);
        return data === 'not-onboarded'
          ? error(409, 'ZATCA_NOT_ONBOARDED', 'This restaurant is not connected to ZATCA yet.')
          : { status: 200, body: { data } };
      }
      return undefined;
    },
  });
  renderApp('/dashboard/e-invoices');
  return server;
}

export const reads = (server: ReturnType<typeof staffServer>) =>
  server.requests.filter((r) => r.path === '/api/staff/zatca/documents').map((r) => r.query.toString());

/** The rows, in the order shown, by their headings. */
export const rows = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
export async function rowOf(heading: string) {
  const h = await screen.findByRole('heading', { level: 3, name: heading });
  return within(h.closest('li') as HTMLElement);
}
export const fact = (row: ReturnType<typeof within>, term: string) =>
  row.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
