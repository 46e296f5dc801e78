/**
 * The proposed API features this build's API serves (docs/api.md, "Proposed calls"). Placeholder until the build
 * setting lands: every feature on, as on a developer's machine.
 */
export const reimbursementsOn: boolean = true;
export const familyGroupOn: boolean = true;
