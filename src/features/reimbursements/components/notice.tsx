import type { ReactNode } from 'react';
import { Alert, Text, type AlertProps } from '@mantine/core';

/**
 * A light Alert whose title and text are dark: Mantine's green and yellow titles are too pale on their light
 * backgrounds (axe: colour contrast).
 */
export function Notice({ title, children, ...alert }: Omit<AlertProps, 'title' | 'variant'> & { title: ReactNode }) {
  return (
    <Alert
      variant="light"
      {...alert}
      title={
        <Text component="span" inherit c="dark.7">
          {title}
        </Text>
      }
    >
      <Text component="div" size="sm" c="dark.7">
        {children}
      </Text>
    </Alert>
  );
}
