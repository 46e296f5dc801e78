import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
MantineButtonAnchor.displayName = 'MantineButtonAnchor';

/** Router links styled as Mantine anchors and buttons (typed `to`, preloading on intent). */
export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButtonAnchor);
