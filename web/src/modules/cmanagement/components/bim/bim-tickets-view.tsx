import { Paper, useMantineTheme } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BimViewer } from '@/modules/bim';
import { useBimPins } from '../../api/get-bim-pins';
import type { BimPin } from '../../api/types';
import { useTicketForm } from '../../api/get-form';
import { CreateTicketDrawer, type CreatePin } from '../form/create-ticket-drawer';
import { pinColors, pinPalette } from './pin-colors';
import { PinnedTicketsPanel } from './pinned-tickets-panel';
import { useElementParam } from './use-element-param';
import classes from './bim-tickets.module.css';

const NO_PINS: readonly BimPin[] = [];

/**
 * `/cmanagement/bim/:modelId?element=`: the model in the viewer, its elements painted by their tickets, and beside it
 * the panel of pinned tickets. The selected element is the address's, shared by the viewer and the panel.
 */
export function BimTicketsView({ modelId }: { modelId: string }) {
  const theme = useMantineTheme();
  const [selected, select] = useElementParam();
  const pins = useBimPins(modelId).data ?? NO_PINS;
  const palette = useMemo(() => pinPalette(theme), [theme]);
  // One object per answer of the pins query: a new one repaints the model.
  const colorBy = useMemo(() => pinColors(pins, palette), [pins, palette]);
  // Kept after closing, so the drawer still names the element while it slides away.
  const [pin, setPin] = useState<CreatePin | null>(null);
  const [creating, setCreating] = useState(false);
  const options = useTicketForm();

  return (
    <div className={classes.container} data-testid="bim-tickets-view">
      <div className={classes.columns}>
        <div className={classes.viewer}>
          {/* The height follows the layout (see the CSS): full beside the panel, shorter above it. */}
          <BimViewer modelId={modelId} colorBy={colorBy} selected={selected} onSelect={select} height="calc(var(--bim-viewer-height))" />
        </div>
        <Paper withBorder radius="md" className={classes.panel}>
          <PinnedTicketsPanel
            modelId={modelId}
            selected={selected}
            onSelect={select}
            onCreate={(label) => {
              if (!selected) return;
              setPin({ model_id: modelId, global_id: selected, label });
              setCreating(true);
            }}
            palette={palette}
          />
        </Paper>
      </div>
      <CreateTicketDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        options={options.data}
        pin={pin ?? undefined}
        onCreated={() => setCreating(false)}
      />
    </div>
  );
}
