// qr-scanner ships its decoder's worker as a module without types: it makes the Worker from a Blob URL
// (allowed by our CSP's worker-src 'self' blob:).
declare module 'qr-scanner/qr-scanner-worker.min.js' {
  export function createWorker(): Worker;
}
