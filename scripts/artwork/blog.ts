/**
 * Blog covers (1200×630): the post title set large on the left, a topic motif on the right
 * (map pin and results, calendar grid, timeline bars, two browser frames), tag pills and
 * the Ravi Digital wordmark.
 */
import { browser } from './devices';
import {
  C,
  Svg,
  backdrop,
  bars,
  card,
  circle,
  ellipse,
  fitText,
  group,
  palette,
  path,
  rect,
  rng,
  text,
  textBlock,
  textWidth,
  translate,
  type Palette,
  type Rng,
  veil,
  areaChart,
} from './svg';

export interface BlogArt {
  slug: string;
  title: string;
  date: string;
  tags: readonly string[];
}

export type BlogMotif = 'search' | 'calendar' | 'timeline' | 'browsers' | 'generic';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Picks the motif from the post's slug, title and tags. */
export function blogMotif(p: BlogArt): BlogMotif {
  const words = `${p.slug} ${p.title} ${p.tags.join(' ')}`.toLowerCase();
  if (/landing|one-page|single page/.test(words)) return 'browsers';
  if (/calendar|social|instagram|content plan/.test(words)) return 'calendar';
  if (/redesign|timeline|schedule|how long|weeks/.test(words)) return 'timeline';
  if (/seo|search|google|maps|local/.test(words)) return 'search';
  return 'generic';
}

function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d ?? ''} ${MONTHS[(m ?? 1) - 1] ?? ''} ${y ?? ''}`;
}

const STROKE = '#34343e';

function shadowCard(x: number, y: number, w: number, h: number, rx = 18, fill: string = C.surface): string {
  return rect(x + 10, y + 16, w, h, '#000', rx, { opacity: 0.4 }) + card(x, y, w, h, rx, fill, STROKE);
}

/** Where a motif that stands on a card puts the card on the cover. */
interface MotifCard {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Corner radius of a motif's card. */
const MOTIF_CARD_RADIUS = 22;

/** The cards of the motifs that stand on one (the others draw frames of their own). */
const MOTIF_CARDS = {
  calendar: { x: 736, y: 56, w: 400, h: 452 },
  timeline: { x: 680, y: 56, w: 460, h: 484 },
  generic: { x: 690, y: 90, w: 440, h: 400 },
} as const satisfies Record<string, MotifCard>;

function stars(x: number, y: number, n: number, size: number, fill: string): string {
  const pts = (cx: number): string => {
    let d = '';
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? size * 0.42 : size;
      d += `${i ? 'L' : 'M'}${(cx + Math.cos(a) * rr).toFixed(1)} ${(y + Math.sin(a) * rr).toFixed(1)}`;
    }
    return `${d}Z`;
  };
  let out = '';
  for (let i = 0; i < 5; i++) out += path(pts(x + i * size * 2.3), i < n ? fill : '#3f3f46');
  return out;
}

function pinShape(x: number, y: number, scale: number, fill: string): string {
  // Tip at (x, y); head radius 30 at scale 1.
  return group(
    ellipse(0, 2, 22, 7, '#000', { opacity: 0.45 }) +
      path('M0 0C-8-22-30-38-30-62A30 30 0 0 1 30-62C30-38 8-22 0 0Z', fill) +
      circle(0, -62, 11, C.bg),
    { transform: translate(x, y, scale) },
  );
}

/** Map card with a lime pin, a search bar and three local results. */
function searchMotif(s: Svg, pal: Palette, r: Rng): string {
  const x = 690;
  const y = 60;
  const w = 450;
  let out = '';
  // map
  const mh = 262;
  const clip = s.clip('blog-map', rect(x, y, w, mh, '#000', 20));
  let roads = '';
  for (let i = 0; i < 6; i++) roads += `M${x + 40 + i * 78 + r.range(-8, 8)} ${y}l${r.range(-30, 30)} ${mh}`;
  for (let i = 0; i < 4; i++) roads += `M${x} ${y + 40 + i * 62 + r.range(-6, 6)}l${w} ${r.range(-24, 24)}`;
  const blocks = [0, 1, 2, 3, 4, 5]
    .map((i) =>
      rect(x + 60 + (i % 3) * 130 + r.range(-6, 6), y + 58 + Math.floor(i / 3) * 110, 56, 38, '#22222b', 6),
    )
    .join('');
  out += rect(x + 10, y + 16, w, mh, '#000', 20, { opacity: 0.4 });
  out += group(
    rect(x, y, w, mh, '#17171d') +
      blocks +
      path(roads, 'none', { stroke: '#2c2c36', 'stroke-width': 9, 'stroke-linecap': 'round' }) +
      path(
        `M${x - 10} ${y + 200}C${x + 120} ${y + 150} ${x + 200} ${y + 260} ${x + 330} ${y + 190}S${x + 430} ${y + 150} ${x + w + 10} ${y + 170}`,
        'none',
        {
          stroke: pal.secondSoft,
          'stroke-width': 16,
          'stroke-linecap': 'round',
          opacity: 0.7,
        },
      ) +
      circle(x + 120, y + 150, 6, '#52525b') +
      circle(x + 360, y + 92, 6, '#52525b') +
      circle(x + 250, y + 200, 70, C.accent, { opacity: 0.08 }) +
      circle(x + 250, y + 200, 40, C.accent, { opacity: 0.12 }),
    { 'clip-path': clip },
  );
  out += rect(x, y, w, mh, 'none', 20, { stroke: STROKE });
  out += pinShape(x + 250, y + 200, 1.1, C.accent);
  // search bar
  const sy = y + 22;
  out +=
    rect(x + 34, sy + 10, w - 68, 48, '#000', 24, { opacity: 0.35 }) +
    rect(x + 24, sy, w - 48, 48, C.surface2, 24, { stroke: '#3a3a44' }) +
    circle(x + 56, sy + 22, 9, 'none', { stroke: C.muted, 'stroke-width': 3 }) +
    path(`M${x + 63} ${sy + 29}l8 8`, 'none', {
      stroke: C.muted,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    text(x + 82, sy + 30, 'clinic near me', { size: 17, fill: C.text, weight: 500 }) +
    rect(x + w - 118, sy + 10, 72, 28, C.raised, 14) +
    text(x + w - 82, sy + 29, 'Lahore', { size: 13, fill: C.muted, anchor: 'middle' });
  // results
  const ry = y + mh + 20;
  const rows = 3;
  const rh = 68;
  out += shadowCard(x, ry, w, rows * rh + 16, 18);
  for (let i = 0; i < rows; i++) {
    const yy = ry + 8 + i * rh;
    if (i === 0)
      out += rect(x + 8, yy, w - 16, rh - 6, '#1f2416', 12, { stroke: C.accent, 'stroke-opacity': 0.7 });
    out +=
      circle(x + 44, yy + rh / 2 - 3, 18, i === 0 ? C.accent : C.raised) +
      text(x + 44, yy + rh / 2 + 3, String(i + 1), {
        size: 17,
        weight: 700,
        fill: i === 0 ? C.onAccent : C.muted,
        anchor: 'middle',
      }) +
      rect(x + 78, yy + 16, [190, 150, 170][i] ?? 160, 11, i === 0 ? C.text : '#71717a', 5.5) +
      stars(x + 86, yy + 46, [5, 4, 4][i] ?? 4, 7, i === 0 ? C.accent : '#a1a1aa') +
      rect(x + 170, yy + 41, [70, 56, 64][i] ?? 60, 9, '#3f3f46', 4.5) +
      rect(x + w - 112, yy + 18, 88, 30, i === 0 ? C.accent : C.raised, 15) +
      text(x + w - 68, yy + 38, 'Directions', {
        size: 12,
        weight: 600,
        fill: i === 0 ? C.onAccent : C.muted,
        anchor: 'middle',
      });
  }
  return out;
}

/** Month grid with highlighted days, post markers and a floating reel card. */
function calendarMotif(s: Svg, pal: Palette, r: Rng, { x, y, w, h }: MotifCard): string {
  let out =
    text(x + 30, y + 50, 'August', { size: 24, weight: 700, fill: C.text }) +
    text(x + 130, y + 50, 'content plan', { size: 16, fill: C.muted }) +
    circle(x + w - 70, y + 42, 14, C.raised) +
    circle(x + w - 36, y + 42, 14, C.raised) +
    path(`M${x + w - 73} ${y + 36}l-5 6 5 6M${x + w - 33} ${y + 36}l5 6-5 6`, 'none', {
      stroke: C.muted,
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  const gx = x + 24;
  const gy = y + 96;
  const cw = (w - 48) / 7;
  const ch = 56;
  ['M', 'T', 'W', 'T', 'F', 'S', 'S'].forEach((d, i) => {
    out += text(gx + i * cw + cw / 2, gy - 12, d, { size: 13, fill: C.dim, weight: 600, anchor: 'middle' });
  });
  // August 2026 starts on a Saturday (index 5, Monday first).
  const offset = 5;
  const kinds = ['post', 'reel', 'story'] as const;
  for (let cell = 0; cell < 42; cell++) {
    const day = cell - offset + 1;
    const col = cell % 7;
    const row = Math.floor(cell / 7);
    const cx = gx + col * cw + 3;
    const cy = gy + row * ch + 3;
    const inMonth = day >= 1 && day <= 31;
    const highlight = day === 14;
    out += rect(cx, cy, cw - 6, ch - 6, highlight ? C.accent : inMonth ? '#1b1b22' : 'none', 9, {
      stroke: inMonth && !highlight ? '#26262e' : undefined,
    });
    if (!inMonth) continue;
    out += text(cx + 9, cy + 19, String(day), {
      size: 13,
      weight: highlight ? 800 : 500,
      fill: highlight ? C.onAccent : C.muted,
    });
    if (highlight) {
      out += rect(cx + 9, cy + 30, cw - 24, 7, C.onAccent, 3.5, { opacity: 0.55 });
      continue;
    }
    if (col === 6 || !r.chance(0.55)) continue;
    const k = r.pick(kinds);
    const fill = k === 'reel' ? pal.second : k === 'story' ? '#71717a' : '#d4d4d8';
    out += rect(cx + 9, cy + 31, cw - 26, 8, fill, 4, { opacity: k === 'post' ? 0.55 : 0.9 });
  }
  // floating reel card
  const fx = x - 100;
  const fy = y + 250;
  out +=
    rect(fx + 8, fy + 14, 112, 164, '#000', 16, { opacity: 0.45 }) +
    card(fx, fy, 112, 164, 16, C.surface2, '#3a3a44') +
    rect(fx + 8, fy + 8, 96, 108, s.ramp(pal.secondSoft, pal.secondDeep), 10) +
    circle(fx + 56, fy + 62, 20, C.accent) +
    path(`M${fx + 51} ${fy + 52}l15 10-15 10z`, C.onAccent) +
    text(fx + 12, fy + 138, 'Reel', { size: 13, weight: 700, fill: C.text }) +
    rect(fx + 12, fy + 148, 70, 6, '#52525b', 3);
  // legend
  const lx = x + 80;
  const ly = y + h + 34;
  [
    ['Post', '#d4d4d8'],
    ['Reel', pal.second],
    ['14 August', C.accent],
  ].forEach(([label, fill], i) => {
    const ox = lx + i * 100;
    out +=
      rect(ox, ly - 9, 16, 8, fill ?? C.text, 4) +
      text(ox + 24, ly, label ?? '', { size: 13, fill: C.muted });
  });
  return out;
}

/** Gantt chart of redesign phases with a delayed content bar and a launch milestone. */
function timelineMotif(s: Svg, pal: Palette, { x, y, w, h }: MotifCard): string {
  let out =
    text(x + 28, y + 48, 'Redesign plan', { size: 22, weight: 700, fill: C.text }) +
    rect(x + w - 128, y + 26, 100, 30, C.raised, 15) +
    text(x + w - 78, y + 46, '14 weeks', { size: 13, fill: C.muted, anchor: 'middle', weight: 600 });
  const labelW = 112;
  const cx0 = x + 28 + labelW;
  const weeks = 14;
  const colW = (w - 56 - labelW) / weeks;
  const top = y + 92;
  const rowH = 44;
  // week columns
  for (let i = 0; i <= weeks; i++) {
    out += path(`M${(cx0 + i * colW).toFixed(1)} ${top - 8}V${top + 7 * rowH}`, 'none', {
      stroke: '#ffffff',
      'stroke-opacity': i % 2 ? 0.03 : 0.06,
    });
    if (i < weeks && i % 2 === 0)
      out += text(cx0 + i * colW + colW / 2, top - 14, `W${i + 1}`, {
        size: 11,
        fill: C.dim,
        anchor: 'middle',
        weight: 600,
      });
  }
  const phases: Array<[string, number, number, 'done' | 'active' | 'late' | 'next']> = [
    ['Discovery', 0, 2, 'done'],
    ['Wireframes', 1.5, 2, 'done'],
    ['Design', 3, 3, 'done'],
    ['Content', 3, 5, 'late'],
    ['Build', 6, 5, 'active'],
    ['Testing', 10.5, 2, 'next'],
    ['Launch', 12.5, 1.5, 'next'],
  ];
  const hatch = s.ramp(pal.secondSoft, pal.secondDeep, 0);
  phases.forEach(([name, start, len, state], i) => {
    const ry = top + i * rowH;
    const bx = cx0 + start * colW;
    const bw = len * colW;
    out += text(x + 28, ry + 21, name, {
      size: 14,
      fill: state === 'next' ? C.muted : C.text,
      weight: 500,
    });
    if (state === 'done') out += rect(bx, ry + 6, bw, 22, '#3f3f46', 11);
    else if (state === 'active')
      out += rect(bx, ry + 6, bw, 22, '#2c2c35', 11) + rect(bx, ry + 6, bw * 0.55, 22, C.accent, 11);
    else if (state === 'late')
      out +=
        rect(bx, ry + 6, bw * 0.6, 22, pal.second, 11) +
        rect(bx + bw * 0.6 - 11, ry + 6, bw * 0.4 + 11, 22, hatch, 11, {
          stroke: pal.second,
          'stroke-dasharray': '4 4',
          'stroke-opacity': 0.8,
        });
    else out += rect(bx, ry + 6, bw, 22, 'none', 11, { stroke: '#52525b', 'stroke-dasharray': '5 5' });
  });
  // launch milestone
  const mx = cx0 + 14 * colW;
  const my = top + 6 * rowH + 17;
  out += path(`M${mx.toFixed(1)} ${my - 14}l14 14-14 14-14-14z`, C.accent);
  // today line
  const tx = cx0 + 8.3 * colW;
  out +=
    path(`M${tx.toFixed(1)} ${top - 4}V${top + 7 * rowH}`, 'none', {
      stroke: C.accent,
      'stroke-width': 2,
      'stroke-dasharray': '3 5',
    }) +
    rect(tx - 30, top + 7 * rowH + 4, 60, 24, C.accent, 12) +
    text(tx, top + 7 * rowH + 21, 'Today', { size: 12, weight: 700, fill: C.onAccent, anchor: 'middle' });
  // note chip
  const ny = y + h - 32;
  out +=
    circle(x + 40, ny + 8, 6, pal.second) +
    text(x + 54, ny + 13, 'Waiting for content and approvals', { size: 13, fill: C.muted });
  return out;
}

/** A single long landing page beside a multi-page website. */
function browsersMotif(s: Svg, pal: Palette): string {
  let out = '';
  // landing page: narrow and tall
  const a = browser(s, 660, 58, 200, 470, 'offer.pk');
  out += a.svg;
  {
    const { cx, cy, cw } = a;
    const px = cx + 16;
    const pw = cw - 32;
    out +=
      rect(cx + 1, cy, cw - 2, 150, s.ramp(pal.secondDeep, C.surface)) +
      rect(px, cy + 26, pw * 0.85, 13, C.text, 6.5) +
      rect(px, cy + 46, pw * 0.6, 13, C.text, 6.5) +
      bars(px, cy + 72, [pw * 0.9, pw * 0.7], 6, 7, '#71717a') +
      rect(px, cy + 104, 100, 30, C.accent, 15) +
      text(px + 50, cy + 124, 'Book now', { size: 12, weight: 700, fill: C.onAccent, anchor: 'middle' });
    // three benefits
    for (let i = 0; i < 3; i++) {
      const yy = cy + 170 + i * 38;
      out +=
        circle(px + 10, yy + 8, 9, C.raised) +
        path(`M${px + 6} ${yy + 8}l3 3 6-6`, 'none', {
          stroke: C.accent,
          'stroke-width': 2.2,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        });
      out += bars(px + 28, yy + 1, [pw * 0.65, pw * 0.45], 5, 5, '#52525b');
    }
    // form
    const fy = cy + 290;
    out +=
      rect(px, fy, pw, 112, C.surface2, 10, { stroke: '#30303a' }) +
      rect(px + 12, fy + 14, pw - 24, 20, '#26262e', 6) +
      rect(px + 12, fy + 42, pw - 24, 20, '#26262e', 6) +
      rect(px + 12, fy + 72, pw - 24, 26, C.accent, 13) +
      text(cx + cw / 2, fy + 89, 'Send enquiry', {
        size: 11,
        weight: 700,
        fill: C.onAccent,
        anchor: 'middle',
      });
    // footer strip
    out +=
      path(`M${cx} ${cy + 420}h${cw}`, 'none', { stroke: '#26262e' }) +
      bars(px, cy + 430, [pw * 0.5], 5, 0, '#3f3f46');
  }
  // website: wide with navigation and cards
  const b = browser(s, 890, 118, 290, 360, 'yourbusiness.pk');
  out += b.svg;
  {
    const { cx, cy, cw } = b;
    const px = cx + 16;
    const pw = cw - 32;
    out += rect(px, cy + 14, 20, 20, pal.second, 6);
    let nx = cx + cw - 16;
    ['Contact', 'Blog', 'About', 'Services', 'Home'].forEach((n, i) => {
      out += text(nx, cy + 28, n, {
        size: 10,
        fill: i === 3 ? C.accent : C.muted,
        weight: i === 3 ? 700 : 400,
        anchor: 'end',
      });
      nx -= textWidth(n, 10, i === 3 ? 700 : 400) + 12;
    });
    out += path(`M${cx} ${cy + 46}h${cw}`, 'none', { stroke: '#26262e' });
    out +=
      rect(px, cy + 62, pw * 0.7, 12, C.text, 6) + bars(px, cy + 84, [pw * 0.85, pw * 0.6], 6, 7, '#71717a');
    const tw = (pw - 20) / 3;
    for (let i = 0; i < 6; i++) {
      const tx = px + (i % 3) * (tw + 10);
      const ty = cy + 124 + Math.floor(i / 3) * 92;
      out +=
        rect(tx, ty, tw, 82, C.surface2, 8, { stroke: '#2c2c35' }) +
        rect(tx + 8, ty + 8, tw - 16, 36, i === 0 ? pal.secondSoft : '#26262e', 5) +
        bars(tx + 8, ty + 54, [tw * 0.7, tw * 0.45], 5, 5, '#52525b');
    }
    out += path(`M${cx} ${cy + 314}h${cw}`, 'none', { stroke: '#26262e' });
    [54, 40, 48, 36].forEach((bw, i) => {
      out += rect(px + i * 66, cy + 324, bw, 6, '#3f3f46', 3);
    });
  }
  // captions
  out +=
    rect(700, 548, 120, 30, C.surface2, 15, { stroke: STROKE }) +
    text(760, 568, 'One page', { size: 13, fill: C.text, anchor: 'middle', weight: 600 }) +
    rect(975, 500, 120, 30, C.surface2, 15, { stroke: STROKE }) +
    text(1035, 520, 'Many pages', { size: 13, fill: C.text, anchor: 'middle', weight: 600 });
  return out;
}

function genericMotif(s: Svg, pal: Palette, r: Rng, { x, y, w, h }: MotifCard): string {
  let out =
    bars(x + 30, y + 40, [220, 160], 12, 12, C.text) +
    bars(x + 30, y + 94, [360, 330, 280], 7, 10, '#52525b');
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= 8; i++)
    pts.push([x + 30 + i * 47.5, y + h - 40 - (i * i * 2.6 + i * 6) * r.range(0.9, 1.05)]);
  out += areaChart(s, pts, [x + w - 30, y + h - 30], [x + 30, y + h - 30], 0.3);
  out += circle(x + w - 60, y + 60, 26, pal.secondSoft);
  return out;
}

/** The app icon's R in a lime tile, followed by the name. */
function wordmark(x: number, y: number): string {
  return (
    group(
      rect(0, 0, 64, 64, C.accent, 14) +
        path(
          'M20 48V16h13.5c7 0 11.5 4 11.5 10 0 4.4-2.4 7.6-6.3 9l7.3 13h-8.3l-6.5-12H27.5v12H20zm7.5-18.6h5.6c3 0 4.6-1.4 4.6-3.6s-1.6-3.6-4.6-3.6h-5.6v7.2z',
          C.onAccent,
        ),
      { transform: translate(x, y, 0.5) },
    ) + text(x + 44, y + 23, 'Ravi Digital', { size: 20, weight: 700, fill: C.text, ls: -0.2 })
  );
}

function tagPills(x: number, y: number, maxWidth: number, tags: readonly string[]): string {
  let out = '';
  let cx = x;
  const size = 15;
  for (const tag of tags) {
    const w = Math.round(textWidth(tag, size, 600) + 32);
    if (cx + w > x + maxWidth) break;
    out +=
      rect(cx, y, w, 36, '#17171d', 18, { stroke: '#3a3a44' }) +
      text(cx + w / 2, y + 23.5, tag, { size, weight: 600, fill: C.muted, anchor: 'middle' });
    cx += w + 10;
  }
  return out;
}

/** Covers are always 1200×630, the Open Graph size. */
export function renderBlogCover(p: BlogArt, label: string): string {
  const s = new Svg(1200, 630, label);
  const pal = palette(p.slug);
  const r = rng(`blog:${p.slug}`);
  const motif = blogMotif(p);
  let out = backdrop(s, pal, r, { accentGlow: 0.1, secondGlow: 0.16 });
  out += ellipse(920, 330, 420, 320, s.glow(C.accent, 0.08));
  // keep the text side calm
  out += veil(s, 0.85, 0.2, 0.5, 0.6);
  if (motif === 'search') out += searchMotif(s, pal, r);
  else if (motif === 'browsers') out += browsersMotif(s, pal);
  else {
    const box = MOTIF_CARDS[motif];
    out += shadowCard(box.x, box.y, box.w, box.h, MOTIF_CARD_RADIUS);
    if (motif === 'calendar') out += calendarMotif(s, pal, r, box);
    else if (motif === 'timeline') out += timelineMotif(s, pal, box);
    else out += genericMotif(s, pal, r, box);
  }

  // left column: wordmark, eyebrow, title, tags
  const left = 64;
  const colW = 560;
  out += wordmark(left, 56);
  const eyebrowY = 166;
  const blogW = textWidth('BLOG', 14, 700) + 2 * 4;
  out +=
    rect(left, eyebrowY - 12, 28, 4, C.accent, 2) +
    text(left + 40, eyebrowY - 4, 'BLOG', { size: 14, weight: 700, fill: C.accent, ls: 2 }) +
    circle(left + 40 + blogW + 12, eyebrowY - 9, 2.5, C.dim) +
    text(left + 40 + blogW + 24, eyebrowY - 4, formatDate(p.date), { size: 15, fill: C.muted });
  const fitted = fitText(p.title, colW, 4, 60, 36, 800);
  const lh = 1.1;
  const titleTop = eyebrowY + 28;
  out += textBlock(left, titleTop + fitted.size * 0.9, fitted, {
    fill: C.text,
    weight: 800,
    ls: -fitted.size * 0.02,
    lineHeight: lh,
  });
  out += tagPills(left, 530, colW, p.tags);
  return s.render(out);
}
