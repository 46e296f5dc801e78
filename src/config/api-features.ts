/**
 * The proposed API features this build's API serves (API_FEATURES, docs/api.md#proposed-calls-not-yet-in-the-insurers-api).
 * Build-time constants: code behind `if (reimbursementsOn)` is left out of a build where the feature is off.
 */
declare const __API_FEATURE_REINTEGROS__: boolean;
declare const __API_FEATURE_GRUPO_FAMILIAR__: boolean;

/** Reimbursements ('reintegros'): /panel/reintegros and its calls. */
export const reimbursementsOn: boolean = __API_FEATURE_REINTEGROS__;
/** The family group ('grupo-familiar'): /panel/grupo-familiar, acting for a child, the group's credentials. */
export const familyGroupOn: boolean = __API_FEATURE_GRUPO_FAMILIAR__;
