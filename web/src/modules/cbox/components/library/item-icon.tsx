import { ThemeIcon } from '@mantine/core';
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconFolder,
  IconPhoto,
  IconRuler2,
  IconCube,
  type Icon,
} from '@tabler/icons-react';
import type { CboxItem } from '../../api/types';

const BY_EXTENSION: Record<string, { icon: Icon; color: string }> = {
  pdf: { icon: IconFileTypePdf, color: 'red' },
  png: { icon: IconPhoto, color: 'grape' },
  jpg: { icon: IconPhoto, color: 'grape' },
  jpeg: { icon: IconPhoto, color: 'grape' },
  gif: { icon: IconPhoto, color: 'grape' },
  webp: { icon: IconPhoto, color: 'grape' },
  dwg: { icon: IconRuler2, color: 'indigo' },
  dxf: { icon: IconRuler2, color: 'indigo' },
  ifc: { icon: IconCube, color: 'cyan' },
  xls: { icon: IconFileSpreadsheet, color: 'green' },
  xlsx: { icon: IconFileSpreadsheet, color: 'green' },
  csv: { icon: IconFileSpreadsheet, color: 'green' },
  doc: { icon: IconFileText, color: 'blue' },
  docx: { icon: IconFileText, color: 'blue' },
  txt: { icon: IconFileText, color: 'gray' },
  zip: { icon: IconFileZip, color: 'orange' },
  rar: { icon: IconFileZip, color: 'orange' },
};

/** The icon of an item by its type: folder, pdf, image, drawing, model, sheet, text, archive or a plain file. */
export function ItemIcon({ item, size = 36 }: { item: Pick<CboxItem, 'kind' | 'extension'>; size?: number }) {
  const { icon: Glyph, color } =
    item.kind === 'folder' ? { icon: IconFolder, color: 'yellow' } : (BY_EXTENSION[item.extension ?? ''] ?? { icon: IconFile, color: 'gray' });
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={color} aria-hidden>
      <Glyph size={Math.round(size * 0.6)} stroke={1.6} />
    </ThemeIcon>
  );
}
