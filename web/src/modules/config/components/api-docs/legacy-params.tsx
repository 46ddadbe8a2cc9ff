import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParamValues } from './legacy-urls';
import { firstLine, type Parameter } from './openapi';

function enumOf(parameter: Parameter): string[] | null {
  const schema = parameter.schema ?? {};
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('boolean') ? ['true', 'false'] : null;
}

/** One input per path and query parameter of the chosen GET; a fixed set of values is a select. */
export function LegacyParams({ parameters, values, onChange }: { parameters: readonly Parameter[]; values: ParamValues; onChange: (name: string, value: string) => void }) {
  const { t } = useTranslation('config-api-docs');
  const shown = parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="api-v1-params">
      {shown.map((parameter) => {
        const common = {
          label: parameter.name,
          description: firstLine(parameter.description) || (parameter.in === 'path' ? t('v1.pathParameter') : undefined),
          required: parameter.in === 'path' || parameter.required === true,
          'data-testid': `api-param-${parameter.name}`,
        };
        const options = enumOf(parameter);
        return options ? (
          <Select key={parameter.name} {...common} data={options} value={values[parameter.name] ?? null} onChange={(value) => onChange(parameter.name, value ?? '')} clearable />
        ) : (
          <TextInput key={parameter.name} {...common} value={values[parameter.name] ?? ''} onChange={(event) => onChange(parameter.name, event.currentTarget.value)} />
        );
      })}
    </SimpleGrid>
  );
}
