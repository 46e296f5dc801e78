import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" mih="40vh">
      <Loader role="status" aria-label="Cargando" />
    </Center>
  );
}
