import type {
  DocumentKind,
  ReimbursementDetail,
  ReimbursementHistoryEntry,
  ReimbursementStatus,
} from '../contract/reimbursements';

/**
 * The reimbursements the mock keeps in memory (per member id), the uploaded files and the idempotency keys. The demo
 * member starts with a dozen cases in every status; other members start with none. New cases move from 'recibido' to
 * 'en_revision' by themselves REVIEW_AFTER_MS after they arrive (read on every call).
 */
const REVIEW_AFTER_MS = 2 * 60_000;
/** An uploaded file not used by a case within this time is gone. */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60_000;

export const SERVICE_TYPES = ['Consulta', 'Práctica o estudio', 'Medicamentos', 'Óptica', 'Odontología', 'Otro'];

type StoredCase = ReimbursementDetail & { createdAtMs: number; movesByItself: boolean };
type StoredUpload = { memberId: number; name: string; size: number; kind: DocumentKind; at: number };

const cases = new Map<number, StoredCase[]>();
const uploads = new Map<string, StoredUpload>();
const keys = new Map<string, string>();
let nextCase = 200;
let nextUpload = 1;

const pad = (n: number) => String(n).padStart(2, '0');
/** Buenos Aires wall clock (UTC-3 all year). */
function wallClock(ms: number): string {
  const d = new Date(ms - 3 * 60 * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A CUIT with its check digit (AFIP's modulo 11), from its prefix and document number. */
function cuitOf(prefix: number, dni: number): string {
  const ten = `${prefix}${String(dni).padStart(8, '0')}`;
  const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((total, w, i) => total + w * Number(ten[i]), 0);
  const check = 11 - (sum % 11);
  return `${ten}${check === 11 ? 0 : check === 10 ? 9 : check}`;
}

/** Providers the mock's lookup knows by CUIT (the API would read ARCA's registry). */
const PROVIDERS: Record<string, string> = {
  [cuitOf(30, 50001091)]: 'Clínica Nuestra Señora de Luján',
  [cuitOf(30, 71234567)]: 'Centro Médico Palermo',
  [cuitOf(30, 68123450)]: 'Farmacia del Pueblo',
  [cuitOf(27, 25123456)]: 'Dra. Ana Ríos (Odontología)',
  [cuitOf(20, 28765432)]: 'Óptica Visión Clara',
  [cuitOf(30, 70999888)]: 'Diagnóstico por Imágenes Norte',
};
const providerNameOf = (cuit: string): string | null => PROVIDERS[cuit] ?? null;

type Seed = {
  status: ReimbursementStatus;
  daysAgo: number;
  cuit: string;
  service: string;
  amount: number;
  approvedShare?: number;
  missing?: string[];
  rejection?: string;
};

const providerCuits = Object.keys(PROVIDERS);
const SEEDS: Seed[] = [
  { status: 'recibido', daysAgo: 1, cuit: providerCuits[1]!, service: 'Consulta', amount: 25000 },
  { status: 'en_revision', daysAgo: 4, cuit: providerCuits[5]!, service: 'Práctica o estudio', amount: 84350.5 },
  {
    status: 'observado',
    daysAgo: 9,
    cuit: providerCuits[5]!,
    service: 'Práctica o estudio',
    amount: 62000,
    missing: ['La orden médica del estudio, firmada por el médico que lo pidió.'],
  },
  { status: 'aprobado', daysAgo: 15, cuit: providerCuits[0]!, service: 'Consulta', amount: 30000, approvedShare: 0.8 },
  {
    status: 'pagado',
    daysAgo: 22,
    cuit: providerCuits[2]!,
    service: 'Medicamentos',
    amount: 18420.75,
    approvedShare: 0.6,
  },
  {
    status: 'rechazado',
    daysAgo: 30,
    cuit: providerCuits[4]!,
    service: 'Óptica',
    amount: 150000,
    rejection: 'Tu plan no cubre armazones de anteojos; solo los cristales recetados.',
  },
  { status: 'en_revision', daysAgo: 38, cuit: providerCuits[3]!, service: 'Odontología', amount: 45000 },
  {
    status: 'observado',
    daysAgo: 45,
    cuit: providerCuits[3]!,
    service: 'Odontología',
    amount: 38000,
    missing: ['La factura se ve cortada: subí una foto donde se lea completa.'],
  },
  { status: 'pagado', daysAgo: 60, cuit: providerCuits[0]!, service: 'Consulta', amount: 22000, approvedShare: 1 },
  { status: 'aprobado', daysAgo: 75, cuit: providerCuits[1]!, service: 'Otro', amount: 12000, approvedShare: 0.5 },
  {
    status: 'rechazado',
    daysAgo: 95,
    cuit: providerCuits[2]!,
    service: 'Medicamentos',
    amount: 9800,
    rejection: 'El medicamento no figura en el vademécum de tu plan.',
  },
  {
    status: 'pagado',
    daysAgo: 120,
    cuit: providerCuits[5]!,
    service: 'Práctica o estudio',
    amount: 56700,
    approvedShare: 0.7,
  },
];

const REASONS: Record<ReimbursementStatus, string> = {
  recibido: 'Recibimos tu pedido.',
  en_revision: 'El equipo de reintegros empezó a revisar tu pedido.',
  observado: 'Falta documentación para seguir.',
  aprobado: 'Aprobamos el reintegro según la cobertura de tu plan.',
  rechazado: 'No corresponde el reintegro.',
  pagado: 'Transferimos el importe aprobado a tu cuenta.',
};

/** The statuses a case went through to reach `status`. */
function pathTo(status: ReimbursementStatus): ReimbursementStatus[] {
  if (status === 'recibido') return ['recibido'];
  if (status === 'en_revision') return ['recibido', 'en_revision'];
  if (status === 'pagado') return ['recibido', 'en_revision', 'aprobado', 'pagado'];
  return ['recibido', 'en_revision', status];
}

function seedCase(seed: Seed, index: number, now: number): StoredCase {
  // Office hours in Buenos Aires (UTC-3): 9:00 plus a little more for each seed.
  const baMidnight = Math.floor((now - 3 * HOUR) / DAY) * DAY + 3 * HOUR;
  const createdAtMs = baMidnight - seed.daysAgo * DAY + 9 * HOUR + index * 37 * 60_000;
  const steps = pathTo(seed.status);
  const history: ReimbursementHistoryEntry[] = steps.map((status, i) => ({
    status,
    at: wallClock(createdAtMs + i * Math.max(1, Math.floor((seed.daysAgo * 0.8) / steps.length)) * DAY + i * HOUR),
    reason:
      status === 'observado'
        ? (seed.missing ?? []).join(' ')
        : status === 'rechazado'
          ? (seed.rejection ?? REASONS.rechazado)
          : REASONS[status],
  }));
  const approved = seed.approvedShare ? (seed.amount * seed.approvedShare).toFixed(2) : null;
  const number = 1000 + index * 7;
  return {
    id: `R-${String(100 + index).padStart(6, '0')}`,
    created_at: wallClock(createdAtMs),
    status: seed.status,
    provider_name: providerNameOf(seed.cuit),
    provider_cuit: seed.cuit,
    invoice_type: index % 3 === 0 ? 'C' : 'B',
    point_of_sale: 2 + (index % 4),
    invoice_number: number,
    invoice_date: wallClock(createdAtMs - 2 * DAY).slice(0, 10),
    amount_requested: seed.amount.toFixed(2),
    amount_approved: approved,
    paid_at: seed.status === 'pagado' ? (history.at(-1)?.at ?? null) : null,
    service_type: seed.service,
    comment: null,
    account: 'salud.plena.demo',
    rejection_reason: seed.status === 'rechazado' ? (seed.rejection ?? null) : null,
    missing: seed.status === 'observado' ? (seed.missing ?? []) : [],
    documents: [{ id: `doc-${100 + index}`, kind: 'factura', name: `factura-${number}.jpg` }],
    history,
    createdAtMs,
    movesByItself: false,
  };
}

/** The demo member (id 1) starts with the seeds. */
const SEEDED_MEMBER_ID = 1;

function casesOf(memberId: number, now = Date.now()): StoredCase[] {
  let list = cases.get(memberId);
  if (!list) {
    list = memberId === SEEDED_MEMBER_ID ? SEEDS.map((seed, i) => seedCase(seed, i, now)) : [];
    cases.set(memberId, list);
  }
  for (const item of list) {
    if (item.movesByItself && item.status === 'recibido' && now - item.createdAtMs >= REVIEW_AFTER_MS) {
      item.status = 'en_revision';
      item.history.push({
        status: 'en_revision',
        at: wallClock(item.createdAtMs + REVIEW_AFTER_MS),
        reason: REASONS.en_revision,
      });
    }
  }
  return list;
}

const publicCase = ({ createdAtMs: _at, movesByItself: _moves, ...rest }: StoredCase): ReimbursementDetail => ({
  ...rest,
  history: [...rest.history],
  documents: [...rest.documents],
  missing: [...rest.missing],
});

/** The member's cases, newest first, optionally of one status. */
export function listCases(memberId: number, status?: string): ReimbursementDetail[] {
  return casesOf(memberId)
    .filter((item) => !status || item.status === status)
    .sort((a, b) => b.createdAtMs - a.createdAtMs)
    .map(publicCase);
}

export function findCase(memberId: number, id: string): ReimbursementDetail | undefined {
  const found = casesOf(memberId).find((item) => item.id === id);
  return found && publicCase(found);
}

export function storeUpload(memberId: number, name: string, size: number, kind: DocumentKind, now = Date.now()) {
  const id = `up_${String(nextUpload++).padStart(6, '0')}_${Math.floor(Math.random() * 1e6).toString(36)}`;
  uploads.set(id, { memberId, name, size, kind, at: now });
  return { id, name, size, expires_at: wallClock(now + UPLOAD_LIFETIME_MS) };
}

/** The member's upload, while it has not expired. */
export function findUpload(memberId: number, id: string, now = Date.now()): StoredUpload | undefined {
  const found = uploads.get(id);
  return found && found.memberId === memberId && now - found.at < UPLOAD_LIFETIME_MS ? found : undefined;
}

/** The case an idempotency key already made. */
export function caseForKey(memberId: number, key: string): ReimbursementDetail | undefined {
  const id = keys.get(`${memberId}:${key}`);
  return id === undefined ? undefined : findCase(memberId, id);
}

export function duplicateOf(
  memberId: number,
  receipt: { cuit: string; type: string; pointOfSale: number; number: number },
): ReimbursementDetail | undefined {
  const found = casesOf(memberId).find(
    (item) =>
      item.provider_cuit === receipt.cuit &&
      item.invoice_type === receipt.type &&
      item.point_of_sale === receipt.pointOfSale &&
      item.invoice_number === receipt.number,
  );
  return found && publicCase(found);
}

export type NewCase = Pick<
  ReimbursementDetail,
  'provider_cuit' | 'invoice_type' | 'point_of_sale' | 'invoice_number' | 'invoice_date' | 'service_type' | 'account'
> & {
  amount: string;
  comment: string | null;
  documents: ReimbursementDetail['documents'];
};

export function createCase(memberId: number, key: string, input: NewCase, now = Date.now()): ReimbursementDetail {
  const stored: StoredCase = {
    id: `R-${String(nextCase++).padStart(6, '0')}`,
    created_at: wallClock(now),
    status: 'recibido',
    provider_name: providerNameOf(input.provider_cuit),
    provider_cuit: input.provider_cuit,
    invoice_type: input.invoice_type,
    point_of_sale: input.point_of_sale,
    invoice_number: input.invoice_number,
    invoice_date: input.invoice_date,
    amount_requested: input.amount,
    amount_approved: null,
    paid_at: null,
    service_type: input.service_type,
    comment: input.comment,
    account: input.account,
    rejection_reason: null,
    missing: [],
    documents: input.documents,
    history: [{ status: 'recibido', at: wallClock(now), reason: REASONS.recibido }],
    createdAtMs: now,
    movesByItself: true,
  };
  casesOf(memberId, now).push(stored);
  keys.set(`${memberId}:${key}`, stored.id);
  return publicCase(stored);
}

/** Documents added to an 'observado' case: it goes back under review. */
export function addDocuments(
  memberId: number,
  id: string,
  documents: ReimbursementDetail['documents'],
  now = Date.now(),
): ReimbursementDetail | 'not-found' | 'not-observed' {
  const found = casesOf(memberId, now).find((item) => item.id === id);
  if (!found) return 'not-found';
  if (found.status !== 'observado') return 'not-observed';
  found.documents.push(...documents);
  found.missing = [];
  found.status = 'en_revision';
  found.history.push({ status: 'en_revision', at: wallClock(now), reason: 'Recibimos la documentación que faltaba.' });
  return publicCase(found);
}
