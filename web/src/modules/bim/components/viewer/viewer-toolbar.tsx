import { ActionIcon, Paper, Tooltip } from '@mantine/core';
import {
  IconColorSwatchOff,
  IconEye,
  IconEyeOff,
  IconFocus2,
  IconFocusCentered,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ViewerToolbarProps {
  /** The scene is loaded: the 3D tools work. */
  ready: boolean;
  hasSelection: boolean;
  hasColors: boolean;
  sideBarOpen: boolean;
  onToggleSideBar: () => void;
  onFit: () => void;
  onIsolate: () => void;
  onHide: () => void;
  onShowAll: () => void;
  onClearColors: () => void;
}

function Tool({ label, icon: ToolIcon, disabled, onClick }: { label: string; icon: Icon; disabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip label={label} position="bottom" withArrow>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
        <ToolIcon size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The viewer's tools, floating over the top-left corner of the 3D view. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { t } = useTranslation('bim');
  const { ready, hasSelection } = props;
  return (
    <Paper
      role="toolbar"
      aria-label={t('toolbar.label')}
      shadow="xs"
      radius="md"
      p={4}
      withBorder
      style={{ position: 'absolute', top: 8, left: 8, zIndex: 2, display: 'flex', gap: 2 }}
    >
      <Tool
        label={props.sideBarOpen ? t('toolbar.hideSideBar') : t('toolbar.showSideBar')}
        icon={props.sideBarOpen ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand}
        onClick={props.onToggleSideBar}
      />
      <Tool label={t('toolbar.fit')} icon={IconFocusCentered} disabled={!ready} onClick={props.onFit} />
      <Tool label={t('toolbar.isolate')} icon={IconFocus2} disabled={!ready || !hasSelection} onClick={props.onIsolate} />
      <Tool label={t('toolbar.hide')} icon={IconEyeOff} disabled={!ready || !hasSelection} onClick={props.onHide} />
      <Tool label={t('toolbar.showAll')} icon={IconEye} disabled={!ready} onClick={props.onShowAll} />
      <Tool label={t('toolbar.clearColors')} icon={IconColorSwatchOff} disabled={!ready || !props.hasColors} onClick={props.onClearColors} />
    </Paper>
  );
}
