import { useId, useState } from 'react';

/** What `useFocusBoundDropdown` gives a Mantine Select (or Autocomplete): its list's open state, held here. */
export type FocusBoundDropdown = {
  /** The field's id: how the hook knows whether the field is the focused element. */
  id: string;
  dropdownOpened: boolean;
  onDropdownOpen: () => void;
  onDropdownClose: () => void;
  onBlur: () => void;
};

/**
 * A combobox's list that is open only while its field has the focus, however fast the keys come. Mantine's own
 * open state closes on blur only if a render has already shown it open: a focus and a blur that both land before
 * React renders (Tab held down on a phone, or a page that is still being taken over) leave the list open over the
 * fields below. Here the blur always closes it, and an open asked for while focus is elsewhere is ignored
 * (docs/decisions/zoom-and-keys.md).
 */
export function useFocusBoundDropdown(): FocusBoundDropdown {
  const id = useId();
  const [dropdownOpened, setOpened] = useState(false);
  return {
    id,
    dropdownOpened,
    // Mantine asks from the field's own handlers (focus, click, typing, arrows): the field is focused then.
    onDropdownOpen: () => setOpened(document.activeElement?.id === id),
    onDropdownClose: () => setOpened(false),
    onBlur: () => setOpened(false),
  };
}
