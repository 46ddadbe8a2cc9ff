/**
 * Browser APIs these screens use through Mantine and mantine-datatable that jsdom lacks: autosizing textareas listen
 * to `document.fonts`, and tables scroll back to their top on a page change. Imported by the module's screen tests.
 */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}
if (!('scrollTo' in Element.prototype)) Object.assign(Element.prototype, { scrollTo: () => undefined });
