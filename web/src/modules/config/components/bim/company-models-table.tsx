import { Anchor, Badge, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BimModel } from '../../api/bim/types';
import { failureOf } from './bim-format';
import { BimStateBadge } from './state-badge';

export interface CompanyModel extends BimModel {
  projectName: string;
}

interface CompanyModelsTableProps {
  models: CompanyModel[];
  fetching: boolean;
  /** Whether the user may manage models (a link to each model's panel). */
  canManage: boolean;
}

/** Every model of the user's projects, with its project, state and progress; each links to its panel. */
export function CompanyModelsTable({ models, fetching, canManage }: CompanyModelsTableProps) {
  const { t } = useTranslation('config-bim');
  return (
    <DataTable<CompanyModel>
      withTableBorder
      borderRadius="md"
      minHeight={models.length === 0 ? 180 : undefined}
      records={models}
      fetching={fetching}
      noRecordsText={fetching ? t('models.loading') : t('overview.empty')}
      data-testid="bim-company-models"
      columns={[
        { accessor: 'projectName', title: t('overview.columns.project') },
        {
          accessor: 'model_name',
          title: t('models.columns.name'),
          render: (model) =>
            canManage ? (
              <Anchor
                component={Link}
                to={`/config/projects/models?project=${encodeURIComponent(model.project_id)}&model=${encodeURIComponent(model.id)}`}
                size="sm"
                fw={600}
                aria-label={t('models.manageNamed', { name: model.model_name })}
              >
                {model.model_name}
              </Anchor>
            ) : (
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
          width: 120,
          render: (model) =>
            model.concrete ? (
              <Badge color="orange" variant="light" tt="none">
                {t('models.concreteAssigned')}
              </Badge>
            ) : null,
        },
      ]}
    />
  );
}
