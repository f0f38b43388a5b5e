import { defineEndpoints, fileOutput } from '../endpoint.js';
import { certificatesRoutes } from './routes.js';
import { pkiParams } from './schemas.js';

export const certificatesEndpoints = defineEndpoints(certificatesRoutes, {
  pkiCertificate: {
    summary: 'The root or issuing CA certificate of an algorithm (rsa, sm2), DER',
    params: pkiParams,
    output: fileOutput('application/pkix-cert'),
  },
  pkiCrl: {
    summary: 'The current CRL of the root or issuing CA of an algorithm, DER; a revocation is in it at once',
    params: pkiParams,
    output: fileOutput('application/pkix-crl'),
  },
});
