/** The certificates module's public entry: other modules and the app's wiring import only from here. */

export {
  issueCertificates,
  reissueCertificate,
  revokeCertificate,
  type UnitToCertify,
} from './certificate-lifecycle.ts';
export {
  type CertificateRow,
  findCertificatesOfOrder,
  findValidOfItems,
  orderHasCertificates,
  revokeValidOfOrder,
} from './certificate-repo.ts';
export {
  type CertificatePdfDeps,
  type CertificateReadDeps,
  certificateEditionText,
  certificateFilename,
  certificatePdf,
  certificateUrl,
  findByCode,
  publicCertificate,
  viewOfCertificate,
} from './certificate-service.ts';
export { CERTIFICATE_LOOKUPS_PER_MINUTE, certificateStorefrontRoutes } from './storefront-routes.ts';
