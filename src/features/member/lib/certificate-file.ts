import type { FamilyMember } from '@/api/member/family';
import { buenosAiresToday } from '@/lib/dates';
import { foldText } from '@/lib/zod';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * certificado-afiliacion-{apellido}-{AAAA-MM-DD}.pdf: the last name (the last word of the full name when the API
 * sends none) in lowercase ASCII with dashes, and today's date in Buenos Aires.
 */
export function certificateFileName(member: Pick<FamilyMember, 'last_name' | 'full_name'>, now = new Date()): string {
  const lastName = member.last_name.trim() || member.full_name.trim().split(/\s+/).at(-1) || 'socio';
  const slug =
    foldText(lastName)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'socio';
  const today = buenosAiresToday(now);
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `certificado-afiliacion-${slug}-${date}.pdf`;
}
