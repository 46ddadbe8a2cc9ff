import { Center, Loader } from '@mantine/core';

/** The loading state of a screen (SPEC §9): grey oval spinner, size 40, centred on the page background. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center
      h={fullScreen ? '100dvh' : '100%'}
      mih={fullScreen ? undefined : 320}
      bg="var(--mantine-color-body)"
      data-testid="page-loader"
    >
      <Loader type="oval" size={40} color="gray" aria-label="loading" />
    </Center>
  );
}
