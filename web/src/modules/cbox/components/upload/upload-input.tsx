import type { Ref } from 'react';

/**
 * The hidden file picker behind "Subir archivos" (several files at once). Its value is cleared after each choice
 * so that picking the same file again is noticed (and refused as already in the list).
 */
export function UploadInput({ ref, onFiles, label }: { ref: Ref<HTMLInputElement>; onFiles: (files: File[]) => void; label: string }) {
  return (
    <input
      ref={ref}
      type="file"
      multiple
      hidden
      aria-label={label}
      data-testid="cbox-upload-input"
      onChange={(event) => {
        const files = Array.from(event.currentTarget.files ?? []);
        event.currentTarget.value = '';
        onFiles(files);
      }}
    />
  );
}
