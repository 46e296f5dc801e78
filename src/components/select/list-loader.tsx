import { Loader } from '@mantine/core';
import { LIST_LOADING_MESSAGE } from '@/config/messages';

/** The spinner a select shows while its list loads; a screen reader hears the same loading text. */
export function ListLoader() {
  return <Loader size="xs" role="status" aria-label={LIST_LOADING_MESSAGE} />;
}
