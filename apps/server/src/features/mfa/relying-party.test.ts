import { describe, expect, it } from 'vitest';
import { relyingParty } from './passkeys.js';

const of = (publicUrl: string) => relyingParty({ config: { publicUrl } } as Parameters<typeof relyingParty>[0]);

describe('the WebAuthn relying party', () => {
  it('is the public origin, its host name the RP ID', () => {
    expect(of('https://console.example.com')).toEqual({ rpID: 'console.example.com', origin: 'https://console.example.com' });
    expect(of('http://localhost:8080')).toEqual({ rpID: 'localhost', origin: 'http://localhost:8080' });
  });
  it('serves a loopback address at localhost on the same port (browsers refuse an IP address as an RP ID)', () => {
    expect(of('http://127.0.0.1:39111')).toEqual({ rpID: 'localhost', origin: 'http://localhost:39111' });
    expect(of('http://[::1]:39111')).toEqual({ rpID: 'localhost', origin: 'http://localhost:39111' });
  });
});
