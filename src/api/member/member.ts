import { z } from 'zod/mini';
import { idText, optionalText } from '@/lib/zod-text';

/**
 * The member of the login response, kept as the signed-in user. Every field may be missing, null or a
 * number: it reads as text ('' when unreadable, shown as '-'), so an odd field never blocks the login.
 */
export const memberSchema = z.object({
  full_name: optionalText(),
  personal_id_type: idText(),
  personal_id: idText(),
  born_date: optionalText(),
  address: optionalText(),
  email: optionalText(),
  phone: optionalText(),
  cellphone: optionalText(),
  membership_number: idText(),
  plan: optionalText(),
});

export type Member = z.infer<typeof memberSchema>;

/**
 * The name to send where the API requires one (the contact endpoint's `name`): the full name, else the membership or
 * document number, so a member whose record lacks a name can still send paperwork.
 */
export function memberSenderName({ full_name, membership_number, personal_id }: Member): string {
  const number = membership_number.trim() || personal_id.trim();
  return full_name.trim() || (number ? `Socio N.º ${number}` : 'Socio');
}

/** A list of the member's panel, each with its own screen. */
export type MemberList = 'appointments' | 'imaging' | 'invoices' | 'pre-invoices' | 'laboratory';

/**
 * The keys of every query that holds member data. They all start with `all`, so sign-out removes them at once; a
 * list's queries all start with `list(name)`, so leaving its screen removes them.
 */
export const memberKeys = {
  all: ['member'] as const,
  list: (list: MemberList) => [...memberKeys.all, list] as const,
  appointments: (page: number) => [...memberKeys.list('appointments'), { page }] as const,
  imaging: (fullName: string, personalId: string, bornDate: string) =>
    [...memberKeys.list('imaging'), fullName, personalId, bornDate] as const,
  invoices: () => memberKeys.list('invoices'),
  laboratory: () => memberKeys.list('laboratory'),
  preInvoices: (dni: string) => [...memberKeys.list('pre-invoices'), dni] as const,
};
