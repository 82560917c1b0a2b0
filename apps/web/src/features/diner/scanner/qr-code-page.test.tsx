import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

// jsdom has no camera and no BarcodeDetector: the browser's edges are stood in for here (the platform's
// detector answers what the "camera" shows). Chromium's real fake camera and jsQR: e2e/scanner.spec.ts.
const realFetch = globalThis.fetch;
const origin = window.location.origin;
const TABLE_LINK = `${origin}/welcome/najd-house-1?table=4&hash=good-hash`;

let shown: string | null;
let tracks: { stop: ReturnType<typeof vi.fn> }[];
let getUserMedia: ReturnType<typeof vi.fn>;

function cameraAnswers(...answers: ('granted' | DOMException)[]) {
  for (const answer of answers) {
    getUserMedia.mockImplementationOnce(async () => {
      if (answer !== 'granted') throw answer;
      const track = { stop: vi.fn() };
      tracks.push(track);
      return { getTracks: () => [track] };
    });
  }
}

class BarcodeDetector {
  static getSupportedFormats = async () => ['qr_code'];
  detect = async () => (shown === null ? [] : [{ rawValue: shown }]);
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  resetStore();
  shown = null;
  tracks = [];
  getUserMedia = vi.fn();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal('BarcodeDetector', BarcodeDetector);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  mockApi((url) => {
    if (url.pathname === '/api/public/tables/validate' && url.searchParams.get('hash') === 'good-hash')
      return {
        status: 200,
        body: {
          data: {
            restaurant: {
              ...NAJD,
              slug: 'najd-house-1',
              pricingMode: 'inclusive',
              vatNumber: '310123456700003',
            },
            table: { number: 4, capacity: 4, status: 'active' },
            tableCapacity: {
              capacity: 4,
              activeOrderCount: 0,
              availableCapacity: 4,
              canAcceptNewOrder: true,
              isAtCapacity: false,
            },
            hasActiveOrder: false,
          },
        },
      };
    return undefined;
  });
});
afterEach(() => {
  setVisibility('visible');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  globalThis.fetch = realFetch;
});

describe('QR scanner page', () => {
  it('opens the table of our QR code, releasing the camera', async () => {
    cameraAnswers('granted');
    renderApp('/qr-code');
    expect(await screen.findByRole('region', { name: 'Camera preview' })).toBeInTheDocument();
    expect(await screen.findByText('Point the camera at the QR code on your table.')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });

    shown = TABLE_LINK;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Najd House' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Table 4')).toBeInTheDocument();
    expect(tracks[0]?.stop).toHaveBeenCalled();
    await waitFor(() => expect(window.location.pathname).toBe('/welcome/najd-house-1'));
  });

  it("refuses another product's QR code and keeps scanning until ours is shown", async () => {
    cameraAnswers('granted');
    renderApp('/qr-code');
    await screen.findByText('Point the camera at the QR code on your table.');

    shown = 'https://example.com/x';
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not a Sufra table code. Please scan the QR code on your table.',
    );
    expect(window.location.pathname).toBe('/qr-code');
    // Our origin but not a table link is refused the same way.
    shown = `${origin}/restaurant-menu`;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(window.location.pathname).toBe('/qr-code');
    expect(tracks[0]?.stop).not.toHaveBeenCalled();

    shown = TABLE_LINK;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Najd House' }),
    ).toBeInTheDocument();
  });

  it('says the camera was denied and asks again on Try again', async () => {
    cameraAnswers(new DOMException('Permission denied', 'NotAllowedError'), 'granted');
    renderApp('/qr-code');
    // The status says "Starting the camera…" first: wait for the camera's answer.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Camera access was denied\./));
    expect(screen.getByRole('link', { name: 'Back to welcome' })).toHaveAttribute('href', '/welcome');
    // No black camera square for a camera that shows nothing.
    expect(screen.queryByRole('region', { name: 'Camera preview' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Point the camera at the QR code on your table.',
    );
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('region', { name: 'Camera preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so when there is no camera to start', async () => {
    cameraAnswers(new DOMException('Requested device not found', 'NotFoundError'));
    renderApp('/qr-code');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^No camera could be started\./),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the browser cannot scan when it has no camera API, and leads back', async () => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    renderApp('/qr-code');
    expect(await screen.findByRole('status')).toHaveTextContent(/^This browser cannot scan here\./);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to welcome' }));
    await waitFor(() => expect(window.location.pathname).toBe('/welcome'));
  });

  it('releases the camera while the page is hidden and opens it again on return', async () => {
    cameraAnswers('granted', 'granted');
    renderApp('/qr-code');
    await screen.findByText('Point the camera at the QR code on your table.');

    setVisibility('hidden');
    expect(tracks[0]?.stop).toHaveBeenCalled();
    setVisibility('visible');
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Point the camera at the QR code on your table.')).toBeInTheDocument();
    expect(tracks[1]?.stop).not.toHaveBeenCalled();
  });

  it('releases the camera when the diner leaves with Back', async () => {
    cameraAnswers('granted');
    renderApp('/qr-code');
    await screen.findByText('Point the camera at the QR code on your table.');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/welcome'));
    expect(tracks[0]?.stop).toHaveBeenCalled();
  });
});
