/*
 * buttonClass() next to Mantine's Button, under the app's own providers and stylesheets in the app's order
 * (src/main.tsx): tests/e2e/button-look.spec.ts compares what the browser computes for them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ActionIcon, Button } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import '@/app/mantine-styles';
import '@/app/global.css';
import { AppProviders } from '@/app/providers';
import { buttonClass, ui } from '@/components/plain-ui';
import { buttonLooks, testId } from './cases';

const label = 'Solicitar turno';
/** The carousel's arrow (src/features/content/components/carousel.tsx). */
const arrow = (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" fill="currentColor" />
  </svg>
);

function MantineReference({ id, look, icon }: (typeof buttonLooks)[number]) {
  if (icon) {
    return (
      <ActionIcon variant={look.variant} size="lg" aria-label="Anterior" data-testid={testId(id, 'mantine')}>
        {arrow}
      </ActionIcon>
    );
  }
  // The header's compact buttons were Mantine's Button with px="sm" before they became plain markup.
  return (
    <Button
      variant={look.variant}
      size={look.size}
      px={look.compact ? 'sm' : undefined}
      data-testid={testId(id, 'mantine')}
    >
      {label}
    </Button>
  );
}

function Pairs() {
  return (
    <main>
      {buttonLooks.map((pair) => {
        const { id, look, icon } = pair;
        const className = buttonClass(look, icon && ui.icon);
        const content = icon ? arrow : label;
        return (
          <p key={id} style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
            {/* Where the check starts tabbing from, so each button's :focus-visible comes from the keyboard. */}
            <span tabIndex={-1} data-testid={`start-${id}`}>
              {id}
            </span>
            <MantineReference {...pair} />
            <button
              type="button"
              className={className}
              aria-label={icon && 'Anterior'}
              data-testid={testId(id, 'plain-button')}
            >
              {content}
            </button>
            <a
              href={`#${id}`}
              className={className}
              aria-label={icon && 'Anterior'}
              data-testid={testId(id, 'plain-a')}
            >
              {content}
            </a>
          </p>
        );
      })}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={new QueryClient()}>
      <Pairs />
    </AppProviders>
  </StrictMode>,
);
