// Line icons drawn in SVG rather than emoji, which not every system can render (the page must
// look whole on any machine, offline too). Decorative: the text beside them says the same. The
// ones only a few pages draw are in line-icons-more.ts and line-icons-tips.ts, out of the code
// every page loads.

// Each icon is one path (its strokes one after another), drawn on a 24 × 24 grid.
const PATHS = {
  sun: 'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
  heart:
    'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  bell: 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  info: 'M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
} as const;

// Solid glyphs on the same grid, filled in the text colour with no stroke: brand marks (the
// links to our pages).
const GLYPHS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
} as const;

export type LineIconName = keyof typeof PATHS | keyof typeof GLYPHS;

/**
 * An icon of the set that only a few pages draw (line-icons-more.ts, line-icons-tips.ts): its path, and whether it is a
 * solid glyph. Kept apart from the names above, which every page's code carries.
 */
export interface Drawing {
  readonly d: string;
  readonly solid?: boolean;
}

/** An icon: one every page may draw, by name, or one of the few pages' drawings. */
export type IconRef = LineIconName | Drawing;

const isGlyph = (name: LineIconName): name is keyof typeof GLYPHS => name in GLYPHS;

const drawingOf = (icon: IconRef): Drawing =>
  typeof icon !== 'string' ? icon : isGlyph(icon) ? { d: GLYPHS[icon], solid: true } : { d: PATHS[icon] };

/** `filled`: a line icon's shape filled in the text colour too (a liked heart); a glyph is always solid. */
export function LineIcon({
  name,
  className = 'h-6 w-6',
  filled = false,
}: {
  name: IconRef;
  className?: string;
  filled?: boolean;
}) {
  const { d, solid } = drawingOf(name);
  const drawing = solid
    ? { fill: 'currentColor' }
    : {
        fill: filled ? 'currentColor' : 'none',
        stroke: 'currentColor',
        strokeWidth: '2',
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      };
  return (
    <svg viewBox="0 0 24 24" {...drawing} className={className} aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
