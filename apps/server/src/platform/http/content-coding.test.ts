import { describe, expect, it } from 'vitest';
import { preferredCoding } from './content-coding';

describe('preferredCoding', () => {
  it('prefers brotli, then gzip, else sends the body as it is', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
  });

  it('honours q-values, q=0 refusals and *', () => {
    expect(preferredCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0, *')).toBe('gzip');
    expect(preferredCoding('*;q=0')).toBeNull();
    expect(preferredCoding('*')).toBe('br');
  });
});
