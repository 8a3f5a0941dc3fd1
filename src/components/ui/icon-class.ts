/**
 * The classes of an <Icon>'s <svg> (Icon.astro, Icon.tsx): `.icon` (global.css: stroke in the current colour,
 * width 2, round joins), `.icon-filled`, and a stroke width other than 2 as a Tailwind class (a class, not
 * the stroke-width attribute: the `.icon` rule would win over the attribute; not a style attribute: the CSP).
 */
const STROKE_CLASSES: Record<string, string> = {
  '1': 'stroke-1',
  '1.25': 'stroke-[1.25]',
  '1.5': 'stroke-[1.5]',
  '1.75': 'stroke-[1.75]',
  '2.5': 'stroke-[2.5]',
  '3': 'stroke-3',
};

export function iconClass(filled: boolean, strokeWidth: number, className?: string): string {
  return ['icon', filled && 'icon-filled', STROKE_CLASSES[String(strokeWidth)], className].filter(Boolean).join(' ');
}
