import { useHelpKey } from '@/components/ui/help';
import { BimModelsPage, type BimViewerRenderer } from '@/modules/bim';
import { BimTicketsView } from '../components/bim/bim-tickets-view';

const ticketsView: BimViewerRenderer = (modelId) => <BimTicketsView key={modelId} modelId={modelId} />;

/**
 * `/cmanagement/bim/:modelId?element=`: the project's BIM models, and the chosen one in the viewer with its tickets
 * beside it (see BimTicketsView).
 */
export function BimPage() {
  useHelpKey('cmanagement.bim');
  return <BimModelsPage basePath="/cmanagement/bim" testIdPrefix="cmanagement" renderViewer={ticketsView} />;
}
