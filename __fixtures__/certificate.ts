// A self-signed certificate made for one test run, offline with openssl: for TLS servers on
// loopback (the service client's TLS check, the proxy tests' TLS front).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface Certificate {
  readonly certFile: string;
  readonly cert: string;
  readonly key: string;
}

/** A certificate for `ip` and the host `names`, valid for a day, written into `dir`. */
export async function selfSignedCertificate(
  dir: string,
  ip: string,
  names: readonly string[] = [],
): Promise<Certificate> {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const altNames = [`IP:${ip}`, ...names.map((name) => `DNS:${name}`)].join(',');
  // prettier-ignore
  const args = [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '1',
    '-subj', `/CN=${ip}`, '-addext', `subjectAltName=${altNames}`,
  ];
  try {
    await promisify(execFile)('openssl', args);
  } catch (error) {
    throw new Error(
      `openssl could not make a certificate (apt-get install -y openssl): ${(error as Error).message}`,
      { cause: error },
    );
  }
  return {
    certFile,
    cert: await readFile(certFile, 'utf8'),
    key: await readFile(keyFile, 'utf8'),
  };
}
