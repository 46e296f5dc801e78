import { normalizeLabel, type ContactFormType } from '@/api/contact-form';
import { compareSpanish } from '@/lib/spanish-order';

export type ReasonOption = { value: string; label: string };

/**
 * The hosting page's flags: `memberReasons` (first flag) offers the
 * members-only types (loggedin 1); otherwise `publicReasons` (second flag) offers
 * the public ones (loggedin 0). Either way sorted by name and numbered '1 - name'.
 */
export type ReasonFlags = { memberReasons: boolean; publicReasons: boolean };

export function contactReasonOptions(types: readonly ContactFormType[], flags: ReasonFlags): ReasonOption[] {
  const loggedin = flags.memberReasons ? 1 : flags.publicReasons ? 0 : null;
  if (loggedin === null) return [];
  return types
    .filter((t) => t.loggedin === loggedin)
    .slice()
    .sort((a, b) => compareSpanish(a.name, b.name))
    .map((t, i) => ({ value: String(t.id), label: `${i + 1} - ${t.name}` }));
}

/** Reasons the footer's consumer links preset (?motivo=baja | arrepentimiento). */
export type PresetReason = 'baja' | 'arrepentimiento';

const PRESET_KEYWORDS: Record<PresetReason, readonly string[]> = {
  baja: ['dejar de ser socio', 'baja'],
  arrepentimiento: ['arrepentimiento'],
};

/** The option matching a preset reason, when such a reason exists. */
export function findPresetOption(
  types: readonly ContactFormType[],
  options: readonly ReasonOption[],
  preset: PresetReason | undefined,
): ReasonOption | undefined {
  if (!preset) return undefined;
  const offered = new Set(options.map((o) => o.value));
  for (const keyword of PRESET_KEYWORDS[preset]) {
    const type = types.find((t) => offered.has(String(t.id)) && normalizeLabel(t.name).includes(keyword));
    if (type) return options.find((o) => o.value === String(type.id));
  }
  return undefined;
}
