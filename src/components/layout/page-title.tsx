import { Title, type TitleProps } from '@mantine/core';

/** The page's one h1. It takes focus after every navigation (see RouteFocus), so it is focusable. */
export function PageTitle(props: Omit<TitleProps, 'order'>) {
  return <Title order={1} tabIndex={-1} data-page-title mb="md" {...props} />;
}
