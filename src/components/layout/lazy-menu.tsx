import { useRef, useState } from 'react';
import { onDemand } from '@/lib/on-demand';
import type { DropdownMenuProps } from './dropdown-menu-props';

type Loaded = (typeof import('./dropdown-menu'))['DropdownMenu'];
const dropdownMenu = onDemand(() => import('./dropdown-menu').then((m) => m.DropdownMenu));

/**
 * A header dropdown whose menu machinery (Mantine Menu + floating-ui) is not part of the first page load: until the
 * visitor shows intent (pointer over it, focus, press or click) it is the same button without the menu. The real
 * menu then replaces it, keeping the focus and opening when it was clicked (or is still under the pointer).
 */
export function LazyMenu(props: Omit<DropdownMenuProps, 'initialFocus' | 'initialOpen'>) {
  // The loaded menu and how it starts: focused and open as the placeholder was left.
  const [loaded, setLoaded] = useState<{ Dropdown: Loaded; focus: boolean; open: boolean } | undefined>(() => {
    const Dropdown = dropdownMenu.current();
    return Dropdown && { Dropdown, focus: false, open: false };
  });
  const placeholder = useRef<HTMLButtonElement>(null);
  const handOver = useRef<{ clicked: boolean; hovered: boolean; pressing: boolean; pending?: Loaded }>({
    clicked: false,
    hovered: false,
    pressing: false,
  });

  if (loaded) {
    const { Dropdown, focus, open } = loaded;
    return <Dropdown {...props} initialFocus={focus} initialOpen={open} />;
  }

  const swap = (Dropdown: Loaded) => {
    const state = handOver.current;
    setLoaded({
      Dropdown,
      focus: placeholder.current !== null && document.activeElement === placeholder.current,
      open: state.clicked || (state.hovered && props.menu?.trigger === 'click-hover'),
    });
  };
  // Never swap the button in the middle of a press: the click would land on nothing.
  const activate = () => {
    dropdownMenu.load().then(
      (component) => {
        if (handOver.current.pressing) handOver.current.pending = component;
        else swap(component);
      },
      () => {}, // offline: the plain button stays, and the next intent tries again
    );
  };
  const release = () => {
    handOver.current.pressing = false;
    if (handOver.current.pending) swap(handOver.current.pending);
  };

  return (
    <button
      type="button"
      ref={placeholder}
      {...props.button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => {
        handOver.current.hovered = true;
        activate();
      }}
      onPointerLeave={() => {
        handOver.current.hovered = false;
        release();
      }}
      onPointerDown={() => {
        handOver.current.pressing = true;
        activate();
      }}
      onPointerCancel={release}
      onFocus={activate}
      onClick={() => {
        handOver.current.clicked = true;
        release();
        activate();
      }}
    />
  );
}
