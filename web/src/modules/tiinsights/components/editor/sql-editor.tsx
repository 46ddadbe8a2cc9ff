/**
 * The SQL editor itself: CodeMirror 6 with SQL highlighting and completion of keywords, in a chunk of its own (import
 * it only through `lazy-sql-editor.tsx`). Ctrl+Enter (⌘+Enter on a Mac) runs the statement. Its colours are the
 * page's: Mantine's background and text, and a highlighting whose every colour keeps 4.5:1 against it in both schemes.
 */
import { sql } from '@codemirror/lang-sql';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { useComputedColorScheme, useMantineTheme, type MantineTheme } from '@mantine/core';
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

/** Shade 9 on white, shade 3 on Mantine's dark body: both over 4.5:1, on the active line too. */
function highlighting(theme: MantineTheme, dark: boolean) {
  const shade = (color: string) => theme.colors[color]?.[dark ? 3 : 9] ?? 'inherit';
  return HighlightStyle.define([
    { tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: shade('violet'), fontWeight: '600' },
    { tag: [tags.string, tags.special(tags.string)], color: shade('teal') },
    { tag: [tags.number, tags.bool, tags.null], color: shade('cyan') },
    { tag: [tags.typeName, tags.standard(tags.name)], color: shade('blue') },
    { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--mantine-color-dimmed)', fontStyle: 'italic' },
  ]);
}

/** The page's background, text and borders around the text; CodeMirror's base theme does the rest for `dark`. */
function frame(dark: boolean) {
  return EditorView.theme(
    {
      '&': { fontSize: '14px', backgroundColor: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)' },
      '&.cm-focused': { outline: 'none' },
      '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.55' },
      '.cm-content': { caretColor: 'var(--mantine-color-text)' },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--mantine-color-text)' },
      '.cm-gutters': { backgroundColor: 'transparent', borderRight: '1px solid var(--mantine-color-default-border)', color: 'var(--mantine-color-dimmed)' },
      '.cm-activeLineGutter, .cm-activeLine': { backgroundColor: 'var(--mantine-color-default-hover)' },
    },
    { dark },
  );
}

export function SqlEditor({ value, onChange, onRun, label, height }: SqlEditorProps) {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const look = useMemo(() => [frame(dark), syntaxHighlighting(highlighting(theme, dark))], [theme, dark]);
  const extensions = useMemo(
    () => [sql(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'sql-editor-input' })],
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
        theme={look}
        height={`${height}px`}
        basicSetup={{ foldGutter: false, highlightActiveLine: true, autocompletion: true }}
        data-testid="sql-editor"
      />
    </div>
  );
}
