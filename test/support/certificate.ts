// A self-signed certificate for 127.0.0.1, made with the openssl command (test/system-deps.sh installs
// it), for the tests that speak TLS: the SMTP sink's STARTTLS and SMTPS (PHP trusts it through
// `-d openssl.cafile=<cert>`) and nginx over HTTPS (test/deploy/servers.ts, `tls`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Certificate {
  /** The private key and the certificate, PEM. */
  key: string;
  cert: string;
  /** Where they were written, in `dir`. */
  keyFile: string;
  certFile: string;
}

export function selfSignedCertificate(dir: string): Certificate {
  const keyFile = path.join(dir, 'tls-key.pem');
  const certFile = path.join(dir, 'tls-cert.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a test certificate: ${result.stderr}`);
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), keyFile, certFile };
}
