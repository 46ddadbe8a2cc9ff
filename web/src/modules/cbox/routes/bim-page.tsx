import { useHelpKey } from '@/components/ui/help';
import { BimModelsPage } from '@/modules/bim';

/** `/cbox/bim/:modelId?`: the project's BIM models, and the chosen one in the viewer. */
export function BimPage() {
  useHelpKey('cbox.bim');
  return <BimModelsPage basePath="/cbox/bim" testIdPrefix="cbox" />;
}
