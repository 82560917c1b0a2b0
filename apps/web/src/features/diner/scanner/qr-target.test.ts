import { describe, expect, it } from 'vitest';
import { welcomePathFromQr } from './qr-target';

const origin = 'https://sufra.example';
const path = (raw: string) => welcomePathFromQr(raw, origin);

describe('welcomePathFromQr: which scanned codes open a table', () => {
  it('opens our table link with its number and hash', () => {
    expect(path(`${origin}/welcome/najd-house-1?table=3&hash=AbC_d-123`)).toBe(
      '/welcome/najd-house-1?table=3&hash=AbC_d-123',
    );
  });

  it('opens our takeaway link', () => {
    expect(path(`${origin}/welcome/najd-house-1?takeaway=Xy-z_9`)).toBe(
      '/welcome/najd-house-1?takeaway=Xy-z_9',
    );
  });

  it('keeps an encoded hash encoded and tolerates spaces around the text and a trailing slash', () => {
    expect(path(`  ${origin}/welcome/najd-house-1/?table=12&hash=a%2Bb \n`)).toBe(
      '/welcome/najd-house-1?table=12&hash=a%2Bb',
    );
  });

  it('drops any other parameter the code carries', () => {
    expect(path(`${origin}/welcome/najd-house-1?table=1&hash=h&next=https://evil.example#x`)).toBe(
      '/welcome/najd-house-1?table=1&hash=h',
    );
  });

  it.each([
    ['another product', 'https://example.com/x'],
    ['another site with our path', 'https://evil.example/welcome/najd-house-1?table=1&hash=h'],
    ['our host over http', 'http://sufra.example/welcome/najd-house-1?table=1&hash=h'],
    ['our host on another port', 'https://sufra.example:8443/welcome/najd-house-1?table=1&hash=h'],
    ['a look-alike host', 'https://sufra.example.evil.example/welcome/najd-house-1?table=1&hash=h'],
    ['our origin, another page', `${origin}/restaurant-menu?table=1&hash=h`],
    ['our origin, the bare welcome', `${origin}/welcome?table=1&hash=h`],
    ['a welcome link without a session', `${origin}/welcome/najd-house-1`],
    ['a slug without a restaurant id', `${origin}/welcome/najd-house?table=1&hash=h`],
    ['a nested path', `${origin}/welcome/najd-house-1/x?table=1&hash=h`],
    ['a table without a hash', `${origin}/welcome/najd-house-1?table=1`],
    ['a hash without a table', `${origin}/welcome/najd-house-1?hash=h`],
    ['table zero', `${origin}/welcome/najd-house-1?table=0&hash=h`],
    ['a negative table', `${origin}/welcome/najd-house-1?table=-2&hash=h`],
    ['a fractional table', `${origin}/welcome/najd-house-1?table=1.5&hash=h`],
    ['an empty takeaway hash', `${origin}/welcome/najd-house-1?takeaway=`],
    ['a relative path', '/welcome/najd-house-1?table=1&hash=h'],
    ['plain text', 'Table 4'],
    ['a script URL', 'javascript:alert(1)'],
    ['a Wi-Fi code', 'WIFI:S:Najd;T:WPA;P:secret;;'],
    ['nothing', ''],
  ])('refuses %s', (_, raw) => {
    expect(path(raw)).toBeNull();
  });
});
