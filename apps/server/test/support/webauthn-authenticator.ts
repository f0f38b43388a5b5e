import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey for tests: an ES256 (P-256) key pair made with node:crypto, answering
 * registrations with attestation 'none' and assertions signed over authenticator data and the client
 * data's hash — the bytes a browser's authenticator produces, built here from the WebAuthn spec so
 * that @simplewebauthn/server checks something nobody here wrote.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key: maps, ints, byte and text strings. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  const parts = [cborHead(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

export interface SoftwareAuthenticator {
  credentialId: string;
  /** The signature counter the next assertion carries (set it back to replay an older one). */
  counter: number;
  /** Answers a registration's options (navigator.credentials.create's JSON form). */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): Record<string, unknown>;
  /** Answers a sign-in's options (navigator.credentials.get's JSON form); the counter moves forward first. */
  assert(options: { challenge: string; rpId?: string }, origin: string, opts?: { counter?: number }): Record<string, unknown>;
}

export function softwareAuthenticator(): SoftwareAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  const coseKey = cbor(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  // Flags: UP (0x01) and UV (0x04): the person was present and verified; AT (0x40) with the credential.
  const self: SoftwareAuthenticator = {
    credentialId: b64url(credentialId),
    counter: 0,
    register(options, origin) {
      const authData = Buffer.concat([
        sha256(options.rp.id!),
        Buffer.from([0x45]),
        counterBytes(self.counter),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
        credentialId,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, origin, opts = {}) {
      self.counter = opts.counter ?? self.counter + 1;
      const authData = Buffer.concat([sha256(options.rpId!), Buffer.from([0x05]), counterBytes(self.counter)]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
  return self;
}
