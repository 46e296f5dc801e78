import { execFileSync } from 'node:child_process';

/**
 * A throwaway self-signed certificate (a day, RSA 2048) made with openssl, for an nginx that must speak TLS on this
 * machine: `TLS=1 scripts/start-nginx.ts` and the `nginx -t` check of the production file. Throws when openssl fails.
 */
export function writeSelfSignedCertificate({
  commonName,
  keyFile,
  certFile,
}: {
  commonName: string;
  keyFile: string;
  certFile: string;
}) {
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${commonName}`].concat([
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}
