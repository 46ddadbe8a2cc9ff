/**
 * The SQL editor itself: CodeMirror 6 with SQL highlighting and completion of keywords, in a chunk of its own (import
 * it only through `lazy-sql-editor.tsx`). Ctrl+Enter (⌘+Enter on a Mac) runs the statement.
 */
import { sql } from '@codemirror/lang-sql';
import { useComputedColorScheme } from '@mantine/core';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo, type KeyboardEvent } from 'react';

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  /** The editor's accessible name. */
  label: string;
  height: number;
}

/** The page's colours and type around CodeMirror's own highlighting (light, or One Dark in the dark scheme). */
const frame = EditorView.theme({
  '&': { fontSize: '14px', backgroundColor: 'transparent' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.55' },
  '.cm-gutters': { backgroundColor: 'transparent', borderRight: '1px solid var(--mantine-color-default-border)', color: 'var(--mantine-color-dimmed)' },
  '.cm-activeLineGutter, .cm-activeLine': { backgroundColor: 'var(--mantine-color-default-hover)' },
});

export function SqlEditor({ value, onChange, onRun, label, height }: SqlEditorProps) {
  const scheme = useComputedColorScheme('light');
  const extensions = useMemo(
    () => [
      sql(),
      frame,
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'sql-editor-input' }),
    ],
    [label],
  );
  // Caught on the way down, before CodeMirror's own Enter would insert a line break.
  const runOnModEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    event.stopPropagation();
    onRun();
  };
  return (
    <div onKeyDownCapture={runOnModEnter}>
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        theme={scheme}
        height={`${height}px`}
        basicSetup={{ foldGutter: false, highlightActiveLine: true, autocompletion: true }}
        data-testid="sql-editor"
      />
    </div>
  );
}
