import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { restoreDraft } from '@/lib/form-draft-owners';
import { clearDraft } from '@/lib/form-drafts';

/** A member's form: its owner and the page's path (src/lib/form-drafts.ts). */
export type DraftOwner = { owner: string; path: string };

/**
 * The fields' first values: the owner's draft over the defaults, when there is one. Once the fields show the draft,
 * storage lets it go (after the commit: a render thrown away keeps it).
 */
export function useRestoredDraft<T extends FieldValues>(
  idPrefix: string,
  draft: DraftOwner | undefined,
  defaultValues: DefaultValues<T>,
) {
  const [restored] = useState(() => (draft ? restoreDraft(idPrefix, draft.owner) : undefined));
  useEffect(() => {
    if (restored) clearDraft(idPrefix);
  }, [restored, idPrefix]);
  return {
    restored: restored !== undefined,
    values: restored ? ({ ...defaultValues, ...restored } as DefaultValues<T>) : defaultValues,
  };
}
