import { Button, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '../../api/model-state';
import type { BimModel } from '../../api/types';
import { ModelStateBadge } from './model-state-badge';

export interface ModelListProps {
  models: readonly BimModel[];
  /** Path of one model's viewer, e.g. `/cbox/bim/<id>`. */
  hrefOf: (model: BimModel) => string;
}

/** The project's models with their state; only those with an available file open. */
export function ModelList({ models, hrefOf }: ModelListProps) {
  const { t } = useTranslation('bim');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="bim-model-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('picker.name')}</Table.Th>
            <Table.Th>{t('picker.identifier')}</Table.Th>
            <Table.Th>{t('picker.files')}</Table.Th>
            <Table.Th>{t('picker.state')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((model) => {
            const openable = canOpen(model);
            return (
              <Table.Tr key={model.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {model.model_name}
                  </Text>
                </Table.Td>
                <Table.Td>{model.model_id}</Table.Td>
                <Table.Td>{model.files.length}</Table.Td>
                <Table.Td>
                  <ModelStateBadge model={model} />
                </Table.Td>
                <Table.Td ta="right">
                  {openable ? (
                    <Button component={Link} to={hrefOf(model)} size="xs" variant="light" aria-label={t('picker.openModel', { name: model.model_name })}>
                      {t('picker.open')}
                    </Button>
                  ) : (
                    <Tooltip label={t('picker.notAvailable')}>
                      <Button size="xs" variant="light" disabled aria-label={t('picker.openModel', { name: model.model_name })}>
                        {t('picker.open')}
                      </Button>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
