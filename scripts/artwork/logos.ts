/** Client wordmarks: light grey on transparent, each with its own symbol and type treatment. */
import { Svg, circle, el, escapeXml, fmt, initials, path, rect, textWidth } from './svg';

const INK = '#d4d4d8';

interface Treatment {
  family: string;
  weight: number;
  /** Letter spacing in em. */
  ls: number;
  transform: 'none' | 'upper' | 'lower';
  /** Width factor relative to the Inter-like estimate. */
  factor: number;
  style?: 'italic';
}

const TREATMENTS: readonly Treatment[] = [
  { family: 'Georgia, serif', weight: 400, ls: 0, transform: 'none', factor: 1.02 },
  { family: "'Arial Black', 'Arial', sans-serif", weight: 900, ls: 0.02, transform: 'upper', factor: 1.22 },
  { family: 'Inter, Arial, sans-serif', weight: 300, ls: 0.22, transform: 'upper', factor: 1.0 },
  { family: "'Trebuchet MS', Arial, sans-serif", weight: 700, ls: 0, transform: 'lower', factor: 1.0 },
  { family: 'Inter, Arial, sans-serif', weight: 800, ls: -0.03, transform: 'none', factor: 1.04 },
  { family: "'Courier New', monospace", weight: 700, ls: 0.06, transform: 'upper', factor: 1.0 },
  {
    family: "'Palatino Linotype', 'Book Antiqua', Palatino, serif",
    weight: 400,
    ls: 0.01,
    transform: 'none',
    factor: 0.98,
    style: 'italic',
  },
  { family: 'Verdana, Geneva, sans-serif', weight: 700, ls: 0.12, transform: 'upper', factor: 1.12 },
];

function transformText(name: string, t: Treatment['transform']): string {
  return t === 'upper' ? name.toUpperCase() : t === 'lower' ? name.toLowerCase() : name;
}

/** Symbols are drawn in a 40×40 box at the origin. */
function symbol(kind: number, name: string): string {
  const sw = { fill: 'none', stroke: INK, 'stroke-width': 4 };
  switch (kind) {
    case 0:
      return circle(20, 20, 16, 'none', sw) + circle(20, 20, 6, INK);
    case 1:
      return (
        circle(14, 20, 12, 'none', { ...sw, 'stroke-width': 3.5 }) +
        circle(26, 20, 12, 'none', { ...sw, 'stroke-width': 3.5 })
      );
    case 2:
      return path('M2 34L15 10L22 22L27 15L38 34Z', INK);
    case 3:
      return (
        path('M20 3L35 11.5V28.5L20 37L5 28.5V11.5Z', 'none', { ...sw, 'stroke-linejoin': 'round' }) +
        path('M20 12V28', 'none', sw)
      );
    case 4:
      return rect(4, 6, 32, 7, INK, 3.5) + rect(4, 17, 22, 7, INK, 3.5) + rect(4, 28, 28, 7, INK, 3.5);
    case 5:
      return (
        path('M20 2L38 20L20 38L2 20Z', 'none', { ...sw, 'stroke-linejoin': 'round' }) +
        path('M20 2L38 20L20 38Z', INK)
      );
    case 6:
      return (
        path('M4 20A16 16 0 0 1 20 4V20ZM36 20A16 16 0 0 1 20 36V20Z', INK) +
        path('M22 4A14 14 0 0 1 36 18H22ZM18 36A14 14 0 0 1 4 22H18Z', 'none', {
          stroke: INK,
          'stroke-width': 2.5,
        })
      );
    case 7:
      return (
        path('M6 34C6 14 20 5 36 5C36 24 26 34 6 34Z', INK) +
        path('M8 32L28 13', 'none', { stroke: INK, 'stroke-width': 2 })
      );
    case 8: {
      const ch = escapeXml(initials(name, 1));
      return (
        rect(2, 2, 36, 36, 'none', 9, { stroke: INK, 'stroke-width': 3.5 }) +
        el(
          'text',
          {
            x: 20,
            y: 28.5,
            'font-size': 22,
            'font-weight': 800,
            'text-anchor': 'middle',
            'font-family': 'Inter, Arial, sans-serif',
            fill: INK,
          },
          ch,
        )
      );
    }
    default: {
      let rays = '';
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        rays += `M${fmt(20 + Math.cos(a) * 12)} ${fmt(20 + Math.sin(a) * 12)}L${fmt(20 + Math.cos(a) * 18)} ${fmt(20 + Math.sin(a) * 18)}`;
      }
      return (
        circle(20, 20, 8, INK) +
        path(rays, 'none', { stroke: INK, 'stroke-width': 3, 'stroke-linecap': 'round' })
      );
    }
  }
}

/** Logo for client `index` in the list; index keeps neighbours visibly different. */
export function renderLogo(
  slug: string,
  name: string,
  index: number,
  width: number,
  height: number,
  label: string,
): string {
  const s = new Svg(width, height, label);
  const t = TREATMENTS[index % TREATMENTS.length] ?? TREATMENTS[0];
  if (!t) throw new Error('no treatment');
  const kind = (index * 3 + (slug.length > 40 ? 1 : 0)) % 10;
  const shown = transformText(name, t.transform);
  const pad = width * 0.07;
  const symSize = height * 0.36;
  const gap = symSize * 0.35;
  const avail = width - pad * 2 - symSize - gap;
  // width of the text at size 1, including letter spacing
  const unit = textWidth(shown, 1, t.weight, t.factor) + t.ls * Math.max(0, [...shown].length - 1);
  let size = Math.min(height * 0.27, (avail * 0.94) / unit);
  let lines = [shown];
  if (size < height * 0.17 && shown.includes(' ')) {
    // two lines: split near the middle
    const words = shown.split(' ');
    let best = 1;
    let bestDiff = Infinity;
    for (let i = 1; i < words.length; i++) {
      const d = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
      if (d < bestDiff) {
        bestDiff = d;
        best = i;
      }
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
    const u2 = Math.max(
      ...lines.map((l) => textWidth(l, 1, t.weight, t.factor) + t.ls * Math.max(0, [...l].length - 1)),
    );
    size = Math.min(height * 0.22, (avail * 0.94) / u2);
  }
  const textW = Math.max(
    ...lines.map((l) => (textWidth(l, 1, t.weight, t.factor) + t.ls * Math.max(0, [...l].length - 1)) * size),
  );
  const total = symSize + gap + textW;
  const x0 = (width - total) / 2;
  const sym = el(
    'g',
    { transform: `translate(${fmt(x0)} ${fmt(height / 2 - symSize / 2)}) scale(${fmt(symSize / 40)})` },
    symbol(kind, name),
  );
  const lh = size * 1.08;
  const firstBase = height / 2 + size * 0.35 - ((lines.length - 1) * lh) / 2;
  const words = lines
    .map((l, i) =>
      el(
        'text',
        {
          x: x0 + symSize + gap,
          y: firstBase + i * lh,
          'font-size': size,
          'font-weight': t.weight === 400 ? undefined : t.weight,
          'font-family': t.family,
          'font-style': t.style,
          'letter-spacing': t.ls ? fmt(t.ls * size) : undefined,
          fill: INK,
        },
        escapeXml(l),
      ),
    )
    .join('');
  return s.render(sym + words);
}
