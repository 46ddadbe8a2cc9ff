import { useHelpKey } from '@/components/ui/help';
import { BimModelsPage } from '@/modules/bim';

/** `/cmanagement/bim/:modelId?`: the project's BIM models, and the chosen one in the viewer. */
export function BimPage() {
  useHelpKey('cmanagement.bim');
  return <BimModelsPage basePath="/cmanagement/bim" testIdPrefix="cmanagement" />;
}
