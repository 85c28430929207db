import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();
/** Bytes of this test's realm: the CBOR encoder checks `instanceof Uint8Array`, which a Node Buffer fails under Jest. */
const bytes = (data: Buffer) => Uint8Array.from(data);

/**
 * A software authenticator (ES256, attestation "none") standing in for the browser and the device: it answers
 * creation and request options as navigator.credentials would, through @simplewebauthn/browser's JSON shapes.
 */
export function softAuthenticator(origin: string, rpId: string, { aaguid }: { aaguid?: string } = {}) {
  // What the authenticator says it is (all zeros: it does not say), as in its attested credential data.
  const aaguidBytes = aaguid ? Buffer.from(aaguid.replace(/-/g, ''), 'hex') : Buffer.alloc(16);
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  const id = b64url(credentialId);
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, bytes(Buffer.from(jwk.x ?? '', 'base64url'))],
    [-3, bytes(Buffer.from(jwk.y ?? '', 'base64url'))],
  ]);
  let counter = 0;
  function authenticatorData(flags: number, attested: boolean): Buffer {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(aaguidBytes, length, credentialId, Buffer.from(isoCBOR.encode(cose)));
    }
    return Buffer.concat(parts);
  }
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id,
    coseKey: b64url(isoCBOR.encode(cose)),
    create(options: { challenge: string }) {
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', bytes(authenticatorData(0x45, true))],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    get(options: { challenge: string }, flags = 0x05) {
      const data = authenticatorData(flags, false);
      const client = clientData('webauthn.get', options.challenge);
      const signature = crypto.sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature) },
      };
    },
  };
}
