import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-name';

describe('a session device from its User-Agent', () => {
  it('names the browser and the system a person would recognise', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iPad' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
  });

  it('admits it does not know a device rather than guessing', () => {
    expect(deviceOf('')).toBeNull();
    expect(deviceOf('curl/8.5.0')).toBeNull();
  });
});
