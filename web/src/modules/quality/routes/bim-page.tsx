import { useLocation } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { BimModelsPage, type BimViewerRenderer } from '@/modules/bim';
import { FourDView } from '../components/fourd/fourd-view';

const fourdView: BimViewerRenderer = (modelId) => <FourDView key={modelId} modelId={modelId} />;

/**
 * `/quality/bim/:modelId?` and `/quality/construction-progress/bim/:modelId?`: the project's BIM models, and the chosen
 * one coloured by the progress of the activities that build it (see FourDView). The models page stays on whichever
 * address it was opened from.
 */
export function QualityBimPage() {
  useHelpKey('quality-bim.bim');
  const { pathname } = useLocation();
  const basePath = pathname.startsWith('/quality/construction-progress/') ? '/quality/construction-progress/bim' : '/quality/bim';
  return <BimModelsPage basePath={basePath} testIdPrefix="quality" renderViewer={fourdView} />;
}
