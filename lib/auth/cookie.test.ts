import { describe, expect, it } from 'vitest';
import { isLoopbackHost, sessionCookieOptions } from '@/lib/auth/cookie';

describe('the session cookie attributes', () => {
  it('are always httpOnly, SameSite=Lax and Path=/', () => {
    for (const production of [true, false]) {
      const options = sessionCookieOptions({ production, protocol: 'https', host: 'order.example.com' });
      expect(options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    }
  });

  it('are Secure in production over https and over plain http to a public host', () => {
    expect(sessionCookieOptions({ production: true, protocol: 'https', host: 'order.example.com' }).secure).toBe(true);
    expect(sessionCookieOptions({ production: true, protocol: 'http', host: 'order.example.com' }).secure).toBe(true);
    expect(sessionCookieOptions({ production: true, protocol: 'https', host: '127.0.0.1:3100' }).secure).toBe(true);
  });

  it('are not Secure in production for plain http on a loopback host, where a browser would drop them', () => {
    for (const host of ['127.0.0.1:3100', 'localhost:3000', 'localhost', '[::1]:3000', 'admin.localhost']) {
      expect(sessionCookieOptions({ production: true, protocol: 'http', host }).secure, host).toBe(false);
    }
  });

  it('are Secure on a loopback host when SITE_URL says the public site is https (a local reverse proxy)', () => {
    const options = sessionCookieOptions({
      production: true,
      siteUrl: 'https://order.example.com',
      protocol: 'http',
      host: '127.0.0.1:3000',
    });
    expect(options.secure).toBe(true);
  });

  it('are not Secure outside production', () => {
    expect(sessionCookieOptions({ production: false, protocol: 'http', host: 'order.example.com' }).secure).toBe(false);
  });
});

describe('loopback hosts', () => {
  it('are localhost, 127.0.0.0/8 and ::1, with or without a port', () => {
    for (const host of ['localhost', 'LOCALHOST:80', '127.0.0.1', '127.1.2.3:8080', '::1', '[::1]:3100'])
      expect(isLoopbackHost(host), host).toBe(true);
  });

  it('exclude look-alikes and other private addresses', () => {
    for (const host of ['localhost.example.com', '127.0.0.1.nip.io', '10.0.0.1', '192.168.1.10:3000', 'example.com', '']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
