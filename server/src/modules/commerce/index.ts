/** What the commerce module offers the rest of the server: other modules and the app import it only from here. */
export { chargeUpload, creditAccountOf, noCredits, refundFailedApplication } from './credit-charges';
export { createLicensing, creditOwnerOf, type Licensing } from './licensing/license-service';
export { isLicenseCurrent } from './licensing/resolve-license';
export { addCreditEntry, allCreditEntries, creditBalance, hasCreditEntries } from './repositories/credits';
export { holdsValidLicense, insertLicense, ownsCurrentLicense, type LicenseOwner } from './repositories/licenses';
export { findPlanByLicenseType } from './repositories/plans';
export { commerceRoutes } from './routes';
