// The SPEC §6 admin check lives in shared so the account page in the patent remote uses the same rule.
export { isAccountAdmin } from '@iprism/shared/contracts/admin-check';
export type { AdminCheckInput } from '@iprism/shared/contracts/admin-check';
