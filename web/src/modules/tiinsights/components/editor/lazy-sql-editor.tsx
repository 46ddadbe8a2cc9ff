import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import type { SqlEditorProps } from './sql-editor';

// CodeMirror is large: it loads with the editor screen, not with the module.
const Editor = lazyPage<SqlEditorProps>(() => import('./sql-editor').then((module) => ({ default: module.SqlEditor })));

export function LazySqlEditor(props: SqlEditorProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height} radius={0} animate={false} />}>
      <Editor {...props} />
    </Suspense>
  );
}
