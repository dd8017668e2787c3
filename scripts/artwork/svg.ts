/**
 * Small, dependency-free helpers for building SVG strings deterministically.
 * Every number goes through `fmt` so output is short and stable across runs.
 */

export const FONT = 'Inter, Arial, sans-serif';

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a 32-bit hash of a string. */
export function hash(value: string): number {
  let h = 0x811c9dc5;
  for (const ch of value) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** Mulberry32 seeded generator. */
export function rng(seed: number | string): Rng {
  let a = (typeof seed === 'string' ? hash(seed) : seed) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

/** Number formatting: at most one decimal, no negative zero. */
export function fmt(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) || r === 0 ? '0' : String(r);
}

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined || children === ''
    ? `<${tag}${attrs(a)}/>`
    : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra: Attrs = {},
): string {
  return el('rect', {
    x,
    y,
    width: Math.max(0, w),
    height: Math.max(0, h),
    rx: rx || undefined,
    fill,
    ...extra,
  });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra: Attrs = {},
): string {
  return el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el('path', { d, fill, ...extra });
}

/** Build a path `d` from points, formatted. */
export function poly(points: ReadonlyArray<readonly [number, number]>, close = false): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('') + (close ? 'Z' : '');
}

export function group(children: string, extra: Attrs = {}): string {
  return el('g', extra, children);
}

export function translate(x: number, y: number, scale = 1): string {
  return scale === 1
    ? `translate(${fmt(x)} ${fmt(y)})`
    : `translate(${fmt(x)} ${fmt(y)}) scale(${Math.round(scale * 1000) / 1000})`;
}

export interface TextOpts {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  ls?: number;
  style?: string;
  opacity?: number;
}

export function text(x: number, y: number, value: string, o: TextOpts): string {
  return el(
    'text',
    {
      x,
      y,
      'font-size': o.size,
      'font-weight': o.weight && o.weight !== 400 ? o.weight : undefined,
      'font-family': o.family,
      'text-anchor': o.anchor && o.anchor !== 'start' ? o.anchor : undefined,
      'letter-spacing': o.ls ? o.ls : undefined,
      'font-style': o.style,
      opacity: o.opacity,
      fill: o.fill,
    },
    escapeXml(value),
  );
}

/** Rough advance width of a string in em, for layout decisions (Inter-like metrics). */
export function textWidth(value: string, size: number, weight = 400, factor?: number): number {
  let em = 0;
  for (const ch of value) {
    if (ch === ' ') em += 0.28;
    else if ("il.,:;|!'1".includes(ch)) em += 0.25;
    else if ('jfrtI'.includes(ch)) em += 0.34;
    else if ('mwMW@'.includes(ch)) em += 0.88;
    else if ('OQCGD&'.includes(ch)) em += 0.78;
    else if (ch >= 'A' && ch <= 'Z') em += 0.7;
    else if (ch >= '0' && ch <= '9') em += 0.58;
    else em += 0.56;
  }
  const w = weight >= 700 ? 1.06 : weight <= 300 ? 0.97 : 1;
  return em * size * w * (factor ?? 1);
}

export function wrapWords(value: string, maxWidth: number, size: number, weight: number): string[] {
  const words = value.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

export interface Fitted {
  lines: string[];
  size: number;
}

/** Largest size (from max down to min) at which the text wraps into at most maxLines. */
export function fitText(
  value: string,
  maxWidth: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
  weight = 700,
): Fitted {
  for (let size = maxSize; size >= minSize; size -= 1) {
    const lines = wrapWords(value, maxWidth, size, weight);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size, weight) <= maxWidth))
      return { lines, size };
  }
  const lines = wrapWords(value, maxWidth, minSize, weight);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) {
    let last = kept[maxLines - 1] ?? '';
    while (last.length > 1 && textWidth(`${last}…`, minSize, weight) > maxWidth) last = last.slice(0, -1);
    kept[maxLines - 1] = `${last.trimEnd()}…`;
  }
  return {
    lines: kept.map((l) => {
      let s = l;
      while (s.length > 1 && textWidth(s, minSize, weight) > maxWidth) s = s.slice(0, -1);
      return s;
    }),
    size: minSize,
  };
}

/** Multi-line text block; y is the baseline of the first line. */
export function textBlock(
  x: number,
  y: number,
  fitted: Fitted,
  o: Omit<TextOpts, 'size'> & { lineHeight?: number },
): string {
  const lh = (o.lineHeight ?? 1.12) * fitted.size;
  return fitted.lines.map((l, i) => text(x, y + i * lh, l, { ...o, size: fitted.size })).join('');
}

export function initials(value: string, max = 2): string {
  const words = value
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && !/^(and|of|the|&)$/i.test(w));
  const letters = words.slice(0, max).map((w) => (w[0] ?? '').toUpperCase());
  return letters.join('') || 'R';
}

// ---------- colour ----------

export function hslToHex(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number): number => (n + hh / 30) % 12;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (n: number): number => ll - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (v: number): string =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** Mix a hex colour toward black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export const C = {
  bg: '#0b0b0f',
  surface: '#131318',
  surface2: '#1a1a21',
  raised: '#22222a',
  line: '#2a2a33',
  text: '#f4f4f5',
  muted: '#a1a1aa',
  dim: '#52525b',
  accent: '#c6f432',
  onAccent: '#0b0b0f',
} as const;

export interface Palette {
  hue: number;
  /** Desaturated supporting colour, used sparingly. */
  second: string;
  secondSoft: string;
  secondDeep: string;
  secondInk: string;
}

export function palette(seed: string): Palette {
  const h = hash(seed);
  // Skip the lime band so the second colour never competes with the accent.
  const hues = [200, 215, 230, 250, 265, 285, 330, 350, 15, 28, 180, 190];
  const hue = (hues[h % hues.length] ?? 220) + ((h >>> 8) % 10) - 5;
  return {
    hue,
    second: hslToHex(hue, 42, 64),
    secondSoft: hslToHex(hue, 26, 40),
    secondDeep: hslToHex(hue, 22, 17),
    secondInk: hslToHex(hue, 20, 11),
  };
}

// ---------- document ----------

export class Svg {
  private defs: string[] = [];
  private cache = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly label: string,
  ) {}

  private def(key: string, build: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `a${(this.counter++).toString(36)}`;
    this.defs.push(build(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** Linear gradient; angle 90 = top→bottom, 0 = left→right. */
  lin(stops: ReadonlyArray<readonly [number, string, number?]>, angle = 90): string {
    const key = `l${angle}${JSON.stringify(stops)}`;
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) / 2;
    const dy = Math.sin(rad) / 2;
    return this.def(key, (id) =>
      el(
        'linearGradient',
        { id, x1: fmt(0.5 - dx), y1: fmt(0.5 - dy), x2: fmt(0.5 + dx), y2: fmt(0.5 + dy) },
        stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join(''),
      ),
    );
  }

  /** Two-colour linear gradient, `from` at the start and `to` at the end; angle as in `lin`. */
  ramp(from: string, to: string, angle = 90): string {
    return this.lin(
      [
        [0, from],
        [1, to],
      ],
      angle,
    );
  }

  /** Soft radial glow: colour at the centre fading to transparent. */
  glow(color: string, opacity: number, mid = 0.45): string {
    return this.def(`g${color}${opacity}${mid}`, (id) =>
      el(
        'radialGradient',
        { id },
        el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': opacity }) +
          el('stop', { offset: mid, 'stop-color': color, 'stop-opacity': fmt(opacity * 0.35) }) +
          el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0 }),
      ),
    );
  }

  radial(stops: ReadonlyArray<readonly [number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(`r${cx}${cy}${r}${JSON.stringify(stops)}`, (id) =>
      el(
        'radialGradient',
        { id, cx, cy, r },
        stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join(''),
      ),
    );
  }

  /** Dot-grid pattern fill (grain-free texture). */
  dots(gap: number, color: string, r = 1, opacity = 1): string {
    return this.def(`d${gap}${color}${r}${opacity}`, (id) =>
      el(
        'pattern',
        { id, width: gap, height: gap, patternUnits: 'userSpaceOnUse' },
        circle(gap / 2, gap / 2, r, color, { opacity: opacity === 1 ? undefined : opacity }),
      ),
    );
  }

  clip(key: string, shape: string): string {
    return this.def(`c${key}`, (id) => el('clipPath', { id }, shape));
  }

  render(body: string, rootAttrs: Attrs = {}): string {
    const label = escapeXml(this.label);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}" role="img" aria-label="${label}" font-family="${FONT}"` +
      `${attrs(rootAttrs)}>` +
      `<title>${label}</title>` +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      body +
      '</svg>'
    );
  }
}

/** Standard dark backdrop: base, dot grid, and two soft glows. */
export function backdrop(
  s: Svg,
  pal: Palette,
  r: Rng,
  opts: { accentGlow?: number; secondGlow?: number } = {},
): string {
  const { width: w, height: h } = s;
  const gx = r.range(0.15, 0.85) * w;
  const gy = r.range(0.1, 0.5) * h;
  const size = Math.max(w, h);
  return (
    rect(0, 0, w, h, C.bg) +
    rect(0, 0, w, h, s.dots(24, '#ffffff', 1, 0.07)) +
    ellipse(gx, gy, size * 0.6, size * 0.5, s.glow(pal.second, opts.secondGlow ?? 0.22)) +
    ellipse(w - gx * 0.6, h * 0.85, size * 0.45, size * 0.35, s.glow(C.accent, opts.accentGlow ?? 0.08))
  );
}

/**
 * The background colour laid over the whole picture, at `opacity` around (cx, cy) and fading out
 * by radius r (fractions of the picture): it keeps the side that carries text calm.
 */
export function veil(s: Svg, opacity: number, cx: number, cy: number, r: number): string {
  return rect(
    0,
    0,
    s.width,
    s.height,
    s.radial(
      [
        [0, C.bg, opacity],
        [1, C.bg, 0],
      ],
      cx,
      cy,
      r,
    ),
  );
}

/** A rounded "card" surface with a hairline border. */
export function card(
  x: number,
  y: number,
  w: number,
  h: number,
  rx = 16,
  fill: string = C.surface,
  stroke: string = C.line,
): string {
  return rect(x, y, w, h, fill, rx, { stroke, 'stroke-width': 1 });
}

/** Pill with centred label. */
export function pill(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  fill: string,
  ink: string,
  size = h * 0.42,
  weight = 600,
): string {
  return (
    rect(x, y, w, h, fill, h / 2) +
    text(x + w / 2, y + h / 2 + size * 0.36, label, { size, fill: ink, weight, anchor: 'middle' })
  );
}

/** Placeholder text lines (skeleton copy). */
export function bars(
  x: number,
  y: number,
  widths: readonly number[],
  h: number,
  gap: number,
  fill: string,
  opacity?: number,
): string {
  return widths.map((w, i) => rect(x, y + i * (h + gap), w, h, fill, h / 2, { opacity })).join('');
}

/**
 * A rising line chart: the line in the accent colour over a fill that fades downwards to the
 * baseline, which runs from `right` back to `left`.
 */
export function areaChart(
  s: Svg,
  pts: ReadonlyArray<readonly [number, number]>,
  right: readonly [number, number],
  left: readonly [number, number],
  fillOpacity: number,
): string {
  const d = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');
  return (
    path(
      `${d}L${right[0]} ${right[1]}L${left[0]} ${left[1]}Z`,
      s.lin(
        [
          [0, C.accent, fillOpacity],
          [1, C.accent, 0],
        ],
        90,
      ),
    ) +
    path(d, 'none', {
      stroke: C.accent,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}
