/**
 * Browser APIs the module's screens use through Mantine and mantine-datatable that jsdom lacks: autosizing
 * textareas listen to `document.fonts`, and the table scrolls back to its top on a page change.
 */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}
if (!('scrollTo' in Element.prototype)) Object.assign(Element.prototype, { scrollTo: () => undefined });
