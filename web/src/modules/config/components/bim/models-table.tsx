import { Badge, Button, Text } from '@mantine/core';
import { IconAdjustments, IconBuildingFactory2 } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { BimModel } from '../../api/bim/types';
import { failureOf } from './bim-format';
import { BimStateBadge } from './state-badge';

interface ModelsTableProps {
  models: BimModel[];
  fetching: boolean;
  onOpen: (model: BimModel) => void;
}

/** A project's BIM models: name, the company's id, state with progress, files, whether Concrete uses it; manage each. */
export function ModelsTable({ models, fetching, onOpen }: ModelsTableProps) {
  const { t } = useTranslation('config-bim');
  return (
    <DataTable<BimModel>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={models.length === 0 ? 180 : undefined}
      records={models}
      fetching={fetching}
      onRowClick={({ record }) => onOpen(record)}
      noRecordsText={t('models.loading')}
      data-testid="bim-models-table"
      columns={[
        {
          accessor: 'model_name',
          title: t('models.columns.name'),
          render: (model) => (
            <Text size="sm" fw={600}>
              {model.model_name}
            </Text>
          ),
        },
        { accessor: 'model_id', title: t('models.columns.model_id') },
        {
          accessor: 'state',
          title: t('models.columns.state'),
          width: 200,
          render: (model) => <BimStateBadge state={model.state} progress={model.progress} error={failureOf(model)} name={model.model_name} />,
        },
        { accessor: 'files', title: t('models.columns.files'), textAlign: 'center', width: 90, render: (model) => model.files.length },
        {
          accessor: 'concrete',
          title: t('models.columns.concrete'),
          width: 130,
          render: (model) =>
            model.concrete ? (
              <Badge color="orange" variant="light" tt="none" leftSection={<IconBuildingFactory2 size={12} />}>
                {t('models.concreteAssigned')}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t('models.concreteNone')}
              </Text>
            ),
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          width: 130,
          render: (model) => (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconAdjustments size={16} />}
              aria-label={t('models.manageNamed', { name: model.model_name })}
              onClick={(event) => {
                // The row opens the same panel; one opening is enough.
                event.stopPropagation();
                onOpen(model);
              }}
            >
              {t('models.manage')}
            </Button>
          ),
        },
      ]}
    />
  );
}
