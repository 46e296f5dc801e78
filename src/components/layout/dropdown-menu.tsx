import { useEffect, useRef, useState } from 'react';
import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DropdownMenuProps } from './dropdown-menu-props';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';

/**
 * The real dropdown (Mantine Menu, with floating-ui), loaded by LazyMenu on the first intent. It takes over from
 * the placeholder button: focus moves to its own button, and it opens if the visitor already asked for it.
 */
export function DropdownMenu({ button, items, menu, initialFocus, initialOpen }: DropdownMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(Boolean(initialOpen));

  useEffect(() => {
    if (initialFocus) target.current?.focus();
    // Only on mount: the hand-over from the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Menu opened={opened} onChange={setOpened} withinPortal {...menu}>
      <Menu.Target>
        <button type="button" ref={target} {...button} />
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          item.to ? (
            <Menu.Item key={item.label} renderRoot={(props) => <Link to={item.to} {...props} />}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.label} onClick={item.onClick}>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
