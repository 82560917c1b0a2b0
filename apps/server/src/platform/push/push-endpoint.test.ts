import { describe, expect, it } from 'vitest';
import { pushEndpointVerdict } from './push-endpoint';

describe('which push endpoints the server may POST to', () => {
  const production = { production: true, extraHosts: ['push.example.net', '*.relay.example.org'] };
  const development = { production: false };

  it('production: https on the known push services, by exact host or a subdomain pattern', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/x',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://FCM.googleapis.com:443/fcm/send/abc',
      'https://push.example.net/p',
      'https://eu.relay.example.org/p',
    ])
      expect(pushEndpointVerdict(endpoint, production), endpoint).toBe('allowed');
  });

  it('production: not https, another host, a look-alike, another port, credentials', () => {
    expect(pushEndpointVerdict('http://fcm.googleapis.com/fcm/send/abc', production)).toBe('not_https');
    expect(pushEndpointVerdict('http://127.0.0.1/x', production)).toBe('not_https');
    expect(pushEndpointVerdict('not a url', production)).toBe('not_https');
    for (const endpoint of [
      'https://evil.example/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com/x', // the pattern is for subdomains
      'https://relay.example.org/p',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    ])
      expect(pushEndpointVerdict(endpoint, production), endpoint).toBe('host_not_allowed');
  });

  it('elsewhere: any https, http on this machine only', () => {
    for (const endpoint of [
      'https://push.example.com/1',
      'http://127.0.0.1:4000/push',
      'http://localhost/push',
      'http://[::1]:8080/push',
    ])
      expect(pushEndpointVerdict(endpoint, development), endpoint).toBe('allowed');
    for (const endpoint of [
      'http://10.0.0.5/push',
      'http://127.0.0.1.nip.io/x',
      'ftp://127.0.0.1/x',
      'file:///etc/passwd',
    ])
      expect(pushEndpointVerdict(endpoint, development), endpoint).toBe('not_https');
  });
});
