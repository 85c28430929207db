/*
 * A throwaway certificate for localhost, so the bench can serve the app over HTTP/2 as a deployment's TLS gateway
 * does (browsers speak HTTP/2 only over TLS). Made with the openssl command line in a temporary folder; the browser
 * trusts exactly this key (its SPKI hash), nothing else.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LocalCertificate {
  key: string;
  cert: string;
  /** base64 SHA-256 of the public key: Chromium's --ignore-certificate-errors-spki-list takes it. */
  spkiHash: string;
}

export function localCertificate(): LocalCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'pipe' },
    );
    const publicKey = execFileSync('openssl', ['x509', '-in', certFile, '-pubkey', '-noout']);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
    const spkiHash = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), spkiHash };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
