import { ageInBuenosAires } from '@/lib/dates';

/**
 * What a member of a family group may see of another member (docs/decisions/family-group.md). Written once:
 * the group page, the credential and certificate, and the acting-for state all ask here.
 *
 * - Everyone sees everything of their own.
 * - The holder ('titular') sees every member's credential and certificate.
 * - For a member under 13 the holder also sees their appointments, laboratory and imaging results, and acts for
 *   them. From 13 an adolescent decides on their own care (Código Civil y Comercial, art. 26), and an adult's results
 *   are theirs: the holder sees only their credential and certificate.
 * - A member who is not the holder sees only themselves.
 * - Age counts on today's date in Buenos Aires; an unknown birth date counts as an adult.
 */
const RECORDS_UNTIL_AGE = 13;

export type FamilyRights = {
  /** The credential, with its QR code. */
  credential: boolean;
  /** The affiliation certificate (PDF). */
  certificate: boolean;
  /** Appointments, laboratory and imaging results: the holder acts for them. */
  records: boolean;
};

export type FamilyViewer = { isHolder: boolean };
export type FamilyTarget = { isViewer: boolean; bornDate: string };

const NOTHING: FamilyRights = { credential: false, certificate: false, records: false };
const EVERYTHING: FamilyRights = { credential: true, certificate: true, records: true };

export function familyRights(viewer: FamilyViewer, target: FamilyTarget, now: Date = new Date()): FamilyRights {
  if (target.isViewer) return EVERYTHING;
  if (!viewer.isHolder) return NOTHING;
  const age = ageInBuenosAires(target.bornDate, now);
  return { credential: true, certificate: true, records: age !== null && age < RECORDS_UNTIL_AGE };
}

/** Whether the viewer may act for the target: see their records as their own, in the panel's pages. */
export function mayActFor(viewer: FamilyViewer, target: FamilyTarget, now: Date = new Date()): boolean {
  return !target.isViewer && familyRights(viewer, target, now).records;
}
