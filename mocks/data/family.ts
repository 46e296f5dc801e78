import type { FamilyMember, Relationship } from '../contract/family';
import { appointments, members, studyLinks, type MemberRecord } from './members';

/** Today's calendar day in Buenos Aires (UTC−3 all year), as the API counts ages. */
export function buenosAiresToday(now = new Date()): { year: number; month: number; day: number } {
  const wall = new Date(now.getTime() - 3 * 60 * 60 * 1000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A birth date `years` years and `days` days before today (Buenos Aires), so a child's age stays right. */
function bornYearsAgo(years: number, days: number): string {
  const { year, month, day } = buenosAiresToday();
  const date = new Date(Date.UTC(year - years, month - 1, day - days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whole years from a YYYY-MM-DD birth date to today in Buenos Aires (null when unreadable). */
export function ageToday(bornDate: string | null, now = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(bornDate ?? '');
  if (!match) return null;
  const today = buenosAiresToday(now);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday = today.month < month || (today.month === month && today.day < day);
  return today.year - year - (beforeBirthday ? 1 : 0);
}

/**
 * The demo holder's children: members of the plan who do not sign in (no password), each with appointments and
 * results of their own. Tomás is 8 (the holder acts for him), Sofía 15 (only her credential and certificate).
 */
const children: MemberRecord[] = [
  {
    id: 5,
    tipdoc: '1',
    numdoc: '58123456',
    password: '',
    member: {
      full_name: 'Tomás Pereyra González',
      personal_id_type: '1',
      personal_id: '58123456',
      born_date: bornYearsAgo(8, 97),
      address: 'Av. Cabildo 2040, 3° B, Belgrano, CABA',
      email: null,
      phone: null,
      cellphone: null,
      membership_number: '00123456-03',
      plan: 'A-10 PLUS',
    },
    appointments: appointments(505, 8001, 7, new Date(Date.UTC(2025, 2, 17))),
    studies: [
      {
        FechReali: '2025-07-14',
        Servicio: 'Radiografía de muñeca izquierda',
        Estado: 'Finalizado',
        ...studyLinks('RX-250714-0311'),
      },
      {
        FechReali: '2026-02-03',
        Servicio: 'Ecografía renal y vesical',
        Estado: 'En proceso',
        Link_PDF: '',
        Link_Imagenes: '',
      },
    ],
    invoices: [],
    preInvoices: [],
    laboratoryLink: 'https://resultados.saludplena.example/laboratorio/acceso/7b20e4d1',
  },
  {
    id: 6,
    tipdoc: '1',
    numdoc: '50987654',
    password: '',
    member: {
      full_name: 'Sofía Pereyra González',
      personal_id_type: '1',
      personal_id: '50987654',
      born_date: bornYearsAgo(15, 150),
      address: 'Av. Cabildo 2040, 3° B, Belgrano, CABA',
      email: null,
      phone: null,
      cellphone: '+54 9 11 5555-7788',
      membership_number: '00123456-04',
      plan: 'A-10 PLUS',
    },
    appointments: appointments(606, 9001, 4, new Date(Date.UTC(2025, 4, 5))),
    studies: [
      {
        FechReali: '2025-11-20',
        Servicio: 'Ecografía de partes blandas',
        Estado: 'Finalizado',
        ...studyLinks('ECO-251120-0420'),
      },
    ],
    invoices: [],
    preInvoices: [],
    laboratoryLink: 'https://resultados.saludplena.example/laboratorio/acceso/e02a9f63',
  },
];

type Group = { holderId: number; members: Array<{ id: number; relationship: Relationship; lastName: string }> };

/** María Laura González (30111222) holds the plan of her spouse and two children; every other member is alone. */
const familyGroups: Group[] = [
  {
    holderId: 1,
    members: [
      { id: 1, relationship: 'titular', lastName: 'González' },
      { id: 4, relationship: 'conyuge', lastName: 'Pereyra' },
      { id: 5, relationship: 'hijo', lastName: 'Pereyra González' },
      { id: 6, relationship: 'hijo', lastName: 'Pereyra González' },
    ],
  },
];

const everyRecord = (): MemberRecord[] => [...members, ...children];

/** A member of a group as the family call answers it. */
function row(record: MemberRecord, relationship: Relationship, lastName: string | null): FamilyMember {
  const m = record.member;
  return {
    id: record.id,
    full_name: m.full_name,
    last_name: lastName,
    relationship,
    born_date: m.born_date,
    plan: m.plan,
    membership_number: m.membership_number,
    status: 'activo',
    personal_id_type: m.personal_id_type,
    personal_id: m.personal_id,
  };
}

/** The group as `caller` sees it: all of it for its holder, only themselves for anyone else (a group of one). */
export function groupSeenBy(caller: MemberRecord): { rows: FamilyMember[]; isHolder: boolean } {
  const group = familyGroups.find((g) => g.members.some((m) => m.id === caller.id));
  if (!group) return { rows: [row(caller, 'titular', null)], isHolder: true };
  const isHolder = group.holderId === caller.id;
  const rows = group.members
    .filter((m) => isHolder || m.id === caller.id)
    .flatMap((m) => {
      const record = everyRecord().find((r) => r.id === m.id);
      return record ? [row(record, m.relationship, m.lastName)] : [];
    });
  return { rows, isHolder };
}

/** What the caller may read of member `id`: the rules of docs/api.md, "Grupo familiar". */
export function familyAccess(
  caller: MemberRecord,
  id: number,
): { record: MemberRecord; row: FamilyMember; records: boolean } | undefined {
  const { rows, isHolder } = groupSeenBy(caller);
  const target = rows.find((r) => r.id === id);
  const record = everyRecord().find((r) => r.id === id);
  if (!target || !record) return undefined;
  const age = ageToday(target.born_date);
  const records = id === caller.id || (isHolder && age !== null && age < 13);
  return { record, row: target, records };
}
