/**
 * Button styles that let a long label wrap on a narrow phone instead of being cut: «Enviarme un enlace para
 * ingresar» is wider than a 390 px screen's button in some fonts.
 */
export const WRAP_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 },
} as const;
