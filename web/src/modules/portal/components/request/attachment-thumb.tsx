import { Image, Skeleton, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { portalApi } from '../../api/client';
import type { Attachment } from '../../api/types';

/** A photo of a message, fetched with the owner's token (an `<img src>` to the API cannot carry it); tap to download. */
export function AttachmentThumb({ file, onOpen }: { file: Attachment; onOpen: () => void }) {
  const { t } = useTranslation();
  const blob = useQuery({ queryKey: ['portal', 'file', file.url], queryFn: () => portalApi.blob(file.url), staleTime: Infinity });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('messages.download', { name: file.name })} data-testid="attachment-thumb">
      {url ? <Image src={url} alt={file.name} w={96} h={96} radius="md" fit="cover" /> : <Skeleton w={96} h={96} radius="md" animate={false} />}
    </UnstyledButton>
  );
}
