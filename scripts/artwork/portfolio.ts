/** Portfolio and featured-project compositions, one per category. */
import type { ProductDrawing } from '../../src/content/schema/model';
import type { PortfolioCategory } from '../../src/content/types';
import { appScreen, browser, laptop, mobilePage, phone, webPage } from './devices';
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
  hash,
  initials,
  palette,
  path,
  pill,
  rect,
  rng,
  shade,
  text,
  textBlock,
  translate,
  type Palette,
  type Rng,
} from './svg';

export interface ArtItem {
  slug: string;
  title: string;
  category: PortfolioCategory;
  /** The product the product view stands on its podium. */
  product: ProductDrawing;
}

interface Ctx {
  s: Svg;
  t: ArtItem;
  r: Rng;
  pal: Palette;
  w: number;
  h: number;
}

function domain(title: string): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 18) || 'studio';
  return `${base}.pk`;
}

function shortBrand(title: string): string {
  const first = title.split(/\s+/)[0] ?? title;
  return first.length > 12 ? first.slice(0, 12) : first;
}

/** Small floating stat card. */
function statCard(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  pal: Palette,
  accent = true,
): string {
  return (
    card(x, y, w, h, 14, C.surface2, '#30303a') +
    text(x + 16, y + 26, label, { size: 12, fill: C.muted }) +
    text(x + 16, y + 26 + h * 0.36, value, { size: Math.min(28, h * 0.32), fill: C.text, weight: 700 }) +
    (h > 80
      ? path(`M${x + w * 0.55} ${y + h - 18}l${w * 0.1} -10l${w * 0.08} 6l${w * 0.18} -22`, 'none', {
          stroke: accent ? C.accent : pal.second,
          'stroke-width': 3,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        })
      : '')
  );
}

function handle(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, '')
      .split(/\s+/)
      .slice(0, 2)
      .join('')
      .slice(0, 16) || 'studio'
  );
}

function web({ s, t, r, pal, w, h }: Ctx): string {
  const wp = t.category === 'wordpress';
  const extra = h - 600;
  const bw = 600 + extra / 4;
  const bh = bw * 0.7;
  const bx = 40;
  const by = 60 + extra * 0.05;
  const pw = 190 + extra / 20;
  const ph = pw * 2.05;
  const px = w - 40 - pw;
  const py = h - ph - 44;
  let out = '';
  const useLaptop = !wp && hash(t.slug) % 3 === 0;
  if (useLaptop) {
    const lp = laptop(bx + 20, by, bw - 40, bh);
    out +=
      lp.svg +
      group(
        rect(lp.cx, lp.cy, lp.cw, lp.ch, C.surface) +
          webPage(s, lp.cx, lp.cy, lp.cw, lp.ch, {
            title: t.title,
            pal,
            r,
            variant: 0,
            brand: shortBrand(t.title),
          }),
        { 'clip-path': s.clip('lp', rect(lp.cx, lp.cy, lp.cw, lp.ch, '#000', 6)) },
      );
  } else {
    const b = browser(s, bx, by, bw, bh, domain(t.title));
    out +=
      b.svg +
      webPage(s, b.cx, b.cy, b.cw, b.ch, {
        title: t.title,
        pal,
        r,
        variant: wp ? 1 : 0,
        brand: shortBrand(t.title),
      });
  }
  if (extra > 0) {
    const sy = by + bh + 40;
    const sw = px - 40 - 30;
    const avail = h - 50 - sy;
    const ch = Math.min(130, (avail - 16) / (extra > 300 ? 2 : 1));
    out += statCard(
      40,
      sy,
      sw,
      ch,
      wp ? 'Posts published' : 'Performance score',
      wp ? `${r.int(120, 480)}` : `${r.int(94, 100)}/100`,
      pal,
    );
    if (extra > 300)
      out += statCard(40, sy + ch + 16, sw, ch, 'Page load', `${r.int(6, 12) / 10}s`, pal, false);
    if (wp) out += wpBadge(40 + sw - 54, sy + 16);
  }
  out += phone(s, px, py, pw, ph, (sx, sy2, sw2, sh2) =>
    mobilePage(s, sx, sy2, sw2, sh2, { title: t.title, pal, r, variant: 0 }),
  );
  if (wp && extra === 0) out += wpBadge(bx + 16, by + bh - 56);
  return out;
}

/** Generic CMS badge (circle with "W"), drawn not copied. */
function wpBadge(x: number, y: number): string {
  return (
    circle(x + 19, y + 19, 19, C.raised, { stroke: '#3f3f46' }) +
    text(x + 19, y + 26, 'W', {
      size: 19,
      fill: C.text,
      weight: 700,
      anchor: 'middle',
      family: 'Georgia, serif',
    })
  );
}

function mobile({ s, t, r, pal, w, h }: Ctx): string {
  const ph = Math.min(h - 110, 700);
  const pw = ph / 2.05;
  const gap = 24;
  const x1 = w / 2 - pw - gap / 2;
  const x2 = w / 2 + gap / 2;
  const y1 = (h - ph) / 2 - 20;
  const y2 = (h - ph) / 2 + 24;
  let out = ellipse(w / 2, h / 2, pw * 1.4, ph * 0.5, s.glow(C.accent, 0.1));
  out += phone(s, x1, y1, pw, ph, (sx, sy, sw, sh) =>
    appScreen(s, sx, sy, sw, sh, { title: t.title, pal, r, variant: hash(t.slug) % 2 === 0 ? 0 : 2 }),
  );
  out += phone(s, x2, y2, pw, ph, (sx, sy, sw, sh) =>
    appScreen(s, sx, sy, sw, sh, { title: t.title, pal, r, variant: 1 }),
  );
  // floating rating chip and notification
  const rx = Math.max(24, x1 - 70);
  out +=
    card(rx, y1 + ph * 0.62, 150, 56, 14, C.surface2, '#30303a') +
    circle(rx + 28, y1 + ph * 0.62 + 28, 14, C.accent) +
    path(
      `M${rx + 28} ${y1 + ph * 0.62 + 20}l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.7-4.9 2.7 1.1-5.3-4-3.7 5.4-.6z`,
      C.onAccent,
    ) +
    text(rx + 52, y1 + ph * 0.62 + 26, `${(r.int(46, 49) / 10).toFixed(1)} rating`, {
      size: 13,
      fill: C.text,
      weight: 700,
    }) +
    text(rx + 52, y1 + ph * 0.62 + 42, `${r.int(2, 40)}k downloads`, { size: 11, fill: C.muted });
  const nx = Math.min(w - 200, x2 + pw - 60);
  const ny = y2 + ph * 0.3;
  out +=
    card(nx, ny, 176, 50, 14, C.surface2, '#30303a') +
    rect(nx + 12, ny + 12, 26, 26, pal.secondSoft, 8) +
    circle(nx + 25, ny + 25, 5, C.accent) +
    bars(nx + 48, ny + 16, [100, 70], 5, 7, C.muted);
  return out;
}

function marketing({ s, t, r, pal, w, h }: Ctx): string {
  const dx = 40;
  const dy = 56;
  const dw = 470;
  const dh = h - 150;
  const ax = 470;
  const cw = ax - dx - 44; // visible content width left of the ad creative
  let out = card(dx, dy, dw, dh, 18, C.surface, '#2c2c35');
  out += text(dx + 24, dy + 38, 'Campaign overview', { size: 16, fill: C.text, weight: 700 });
  out += pill(dx + cw - 72, dy + 20, 96, 26, 'Last 30 days', C.surface2, C.muted, 11, 500);
  const kpis: Array<[string, string]> = [
    ['Reach', `${r.int(11, 48) / 10}M`],
    ['CTR', `${r.int(28, 79) / 10}%`],
    ['ROAS', `${r.int(26, 61) / 10}x`],
  ];
  const kw = (cw - 20) / 3;
  kpis.forEach(([k, v], i) => {
    const kx = dx + 24 + i * (kw + 10);
    out +=
      rect(kx, dy + 62, kw, 72, C.surface2, 12) +
      text(kx + 14, dy + 86, k, { size: 11, fill: C.muted }) +
      text(kx + 14, dy + 118, v, { size: 24, fill: i === 2 ? C.accent : C.text, weight: 700 });
  });
  // bar chart rising
  const cy = dy + 160;
  const chH = Math.min(230, dh - 190);
  const n = 9;
  const bw = cw / n;
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = 0.2 + 0.78 * Math.pow((i + 1) / n, 1.3) * r.range(0.85, 1);
    const bh = (chH - 20) * v;
    const bx = dx + 24 + i * bw + bw * 0.18;
    out += rect(bx, cy + chH - bh, bw * 0.64, bh, i >= n - 2 ? C.accent : i % 2 ? '#34343e' : '#2c2c35', 5);
    pts.push(`${i === 0 ? 'M' : 'L'}${Math.round(bx + bw * 0.32)} ${Math.round(cy + chH - bh * 0.72 - 8)}`);
  }
  out += path(pts.join(''), 'none', {
    stroke: pal.second,
    'stroke-width': 2.5,
    'stroke-linejoin': 'round',
    'stroke-dasharray': '1 0',
  });
  out += path(`M${dx + 24} ${cy + chH + 0.5}h${cw}`, 'none', { stroke: '#3f3f46' });
  // campaign rows
  let ry = cy + chH + 26;
  const names = ['Search', 'Social', 'Display', 'Video', 'Email'];
  for (let i = 0; ry + 40 < dy + dh - 16 && i < names.length; i++) {
    const pct = r.range(0.35, 0.95);
    out +=
      circle(dx + 34, ry + 14, 6, i === 0 ? C.accent : pal.second) +
      text(dx + 50, ry + 19, names[i] ?? '', { size: 13, fill: C.text, weight: 500 });
    out +=
      rect(dx + 130, ry + 10, cw - 150, 8, C.surface2, 4) +
      rect(dx + 130, ry + 10, (cw - 150) * pct, 8, i === 0 ? C.accent : '#52525b', 4);
    out += text(dx + 24 + cw, ry + 19, `${Math.round(pct * 100)}%`, {
      size: 12,
      fill: C.muted,
      anchor: 'end',
    });
    ry += 40;
  }
  // ad creative
  const ay = 112;
  const aw = w - 40 - ax;
  const ah = h - 170;
  const adGrad = s.ramp(pal.secondSoft, pal.secondInk, 70);
  out += rect(ax + 10, ay + 20, aw, ah, '#000', 20, { opacity: 0.45 });
  out += rect(ax, ay, aw, ah, adGrad, 20, { stroke: '#3a3a44' });
  out += circle(ax + aw * 0.8, ay + ah * 0.3, aw * 0.34, s.glow(C.accent, 0.35));
  const bx = ax + aw * 0.14;
  const by = ay + ah * 0.22;
  const bs = aw * 0.36;
  out += path(
    `M${bx + bs * 0.3} ${by + bs * 0.3}V${by + bs * 0.18}a${bs * 0.2} ${bs * 0.2} 0 0 1 ${bs * 0.4} 0V${by + bs * 0.3}`,
    'none',
    { stroke: C.text, 'stroke-width': 5, opacity: 0.85 },
  );
  out +=
    rect(bx, by + bs * 0.3, bs, bs * 0.85, C.text, 10, { opacity: 0.92 }) +
    rect(bx, by + bs * 0.3, bs, bs * 0.16, pal.second, 10, { opacity: 0.5 });
  out +=
    circle(ax + aw * 0.74, ay + ah * 0.3, aw * 0.17, C.accent) +
    text(ax + aw * 0.74, ay + ah * 0.3 + aw * 0.06, `-${r.int(2, 5)}0%`, {
      size: aw * 0.1,
      fill: C.onAccent,
      weight: 800,
      anchor: 'middle',
    });
  out +=
    circle(ax + 28, ay + 30, 12, C.text) +
    text(ax + 48, ay + 28, shortBrand(t.title), { size: 12, fill: C.text, weight: 700 }) +
    text(ax + 48, ay + 42, 'Sponsored', { size: 10, fill: C.text, opacity: 0.65 });
  const ft = fitText(t.title.toUpperCase(), aw - 48, 4, 40, 18, 800);
  const ty = ay + ah - 96 - (ft.lines.length - 1) * ft.size * 1.02;
  out += textBlock(ax + 24, ty, ft, { fill: C.text, weight: 800, lineHeight: 1.02 });
  out += pill(
    ax + 24,
    ay + ah - 66,
    124,
    40,
    r.pick(['Shop now', 'Learn more', 'Book now', 'Sign up']),
    C.accent,
    C.onAccent,
    14,
    700,
  );
  out += text(ax + aw - 24, ay + ah - 40, `${r.int(2, 9)}.${r.int(1, 9)}k clicks`, {
    size: 12,
    fill: C.text,
    anchor: 'end',
    opacity: 0.8,
  });
  return out;
}

/** Profile grid: header, stats and a 3-column grid of posts, one carrying the title. */
function socialGrid({ s, t, r, pal, w, h }: Ctx): string {
  const cw = 520;
  const cx = (w - cw) / 2;
  const cy = 40;
  const ch = h - 80;
  let out =
    rect(cx + 10, cy + 20, cw, ch, '#000', 22, { opacity: 0.45 }) +
    card(cx, cy, cw, ch, 22, C.surface, '#30303a');
  out +=
    circle(cx + 62, cy + 66, 36, 'none', { stroke: C.accent, 'stroke-width': 3 }) +
    circle(cx + 62, cy + 66, 29, pal.secondSoft) +
    text(cx + 62, cy + 75, initials(t.title, 2), { size: 22, fill: C.text, weight: 800, anchor: 'middle' });
  const stats: Array<[string, string]> = [
    [`${r.int(120, 640)}`, 'posts'],
    [`${r.int(12, 96)}.${r.int(1, 9)}k`, 'followers'],
    [`${r.int(80, 400)}`, 'following'],
  ];
  stats.forEach(
    ([v, l], i) =>
      (out +=
        text(cx + 170 + i * 110, cy + 62, v, { size: 20, fill: C.text, weight: 800, anchor: 'middle' }) +
        text(cx + 170 + i * 110, cy + 82, l, { size: 12, fill: C.muted, anchor: 'middle' })),
  );
  out +=
    text(cx + 26, cy + 130, handle(t.title), { size: 14, fill: C.text, weight: 700 }) +
    bars(cx + 26, cy + 142, [260], 6, 0, C.dim);
  out +=
    pill(cx + 26, cy + 162, 230, 34, 'Follow', C.accent, C.onAccent, 13, 700) +
    pill(cx + 264, cy + 162, 230, 34, 'Message', C.raised, C.text, 13, 600);
  const gy = cy + 214;
  const tile = (cw - 4) / 3;
  const rows = Math.ceil((cy + ch - gy) / (tile + 2));
  const clip = s.clip('grid', rect(cx, gy - 40, cw, cy + ch - gy + 40, '#000', 22));
  let g = '';
  const hero = r.int(0, 2);
  for (let i = 0; i < rows * 3; i++) {
    const x = cx + (i % 3) * (tile + 2);
    const y = gy + Math.floor(i / 3) * (tile + 2);
    if (i === hero) {
      g += rect(x, y, tile, tile, C.accent);
      const ft = fitText(t.title.toUpperCase(), tile - 24, 4, 22, 10, 800);
      g += textBlock(x + 12, y + tile - 14 - (ft.lines.length - 1) * ft.size, ft, {
        fill: C.onAccent,
        weight: 800,
        lineHeight: 1,
      });
      continue;
    }
    const k = (i * 7 + hero) % 4;
    g += rect(
      x,
      y,
      tile,
      tile,
      k === 0 ? pal.secondSoft : k === 1 ? C.raised : k === 2 ? pal.secondDeep : '#2c2c35',
    );
    if (k === 0) g += circle(x + tile * 0.65, y + tile * 0.4, tile * 0.18, C.accent, { opacity: 0.9 });
    else if (k === 2)
      g += text(x + tile / 2, y + tile / 2 + 14, initials(t.title, 1), {
        size: 40,
        fill: pal.second,
        weight: 800,
        anchor: 'middle',
      });
    else if (k === 3)
      g += path(
        `M${x + tile * 0.42} ${y + tile * 0.36}v${tile * 0.28}l${tile * 0.22} -${tile * 0.14}z`,
        C.text,
        { opacity: 0.8 },
      );
    else g += bars(x + 16, y + tile - 40, [tile * 0.6, tile * 0.4], 7, 8, C.muted);
  }
  out += group(g, { 'clip-path': clip });
  out += statCard(
    Math.min(w - 250, cx + cw - 150),
    cy + ch - 140,
    230,
    96,
    'Reach this month',
    `+${r.int(18, 64)}%`,
    pal,
  );
  return out;
}

function social(c: Ctx): string {
  return hash(c.t.slug) % 2 === 0 ? socialGrid(c) : socialPost(c);
}

function socialPost({ s, t, r, pal, w, h }: Ctx): string {
  let out = '';
  // story frame behind, on the right
  const sw = Math.min(300, (h - 100) * 0.5625);
  const sh = sw / 0.5625;
  const sx = w - 40 - sw;
  const sy = h > 800 ? 50 : (h - sh) / 2;
  const storyGrad = s.ramp(pal.secondDeep, C.bg);
  out += rect(sx, sy, sw, sh, storyGrad, 22, { stroke: '#30303a' });
  out += [0, 1, 2]
    .map((i) =>
      rect(sx + 14 + i * ((sw - 36) / 3 + 4), sy + 14, (sw - 36) / 3, 3, i === 0 ? C.text : '#52525b', 1.5),
    )
    .join('');
  out +=
    circle(sx + sw * 0.7, sy + sh * 0.62, sw * 0.45, s.glow(C.accent, 0.3)) +
    circle(sx + sw * 0.7, sy + sh * 0.62, sw * 0.2, C.accent, { opacity: 0.9 });
  const sft = fitText(t.title, sw - 40, 3, 30, 14, 800);
  out += circle(sx + 32, sy + 42, 12, C.accent) + bars(sx + 52, sy + 38, [70], 7, 0, C.text, 0.8);
  out += textBlock(sx + 20, sy + 96, sft, { fill: C.text, weight: 800, lineHeight: 1.05 });
  const qy = sy + sh * 0.4;
  out +=
    rect(sx + 20, qy, sw * 0.62, 92, C.text, 14) + bars(sx + 34, qy + 14, [sw * 0.4], 7, 0, C.onAccent, 0.8);
  out +=
    rect(sx + 30, qy + 32, sw * 0.62 - 20, 22, '#e4e4e7', 11) +
    rect(sx + 30, qy + 32, (sw * 0.62 - 20) * 0.72, 22, C.accent, 11) +
    text(sx + 40, qy + 47, 'Yes', { size: 10, fill: C.onAccent, weight: 700 });
  out +=
    rect(sx + 30, qy + 60, sw * 0.62 - 20, 22, '#e4e4e7', 11) +
    text(sx + 40, qy + 75, 'Not yet', { size: 10, fill: C.onAccent, weight: 600 });
  out +=
    rect(sx + 20, sy + sh - 48, sw - 40, 30, 'none', 15, { stroke: '#71717a' }) +
    text(sx + 36, sy + sh - 28, 'Send message', { size: 11, fill: C.muted });
  // square post card in front
  const pw = Math.min(h > 800 ? 480 : 440, h - 256);
  const cw = pw;
  const chh = pw + 176;
  const cx = 40;
  const cy = h > 800 ? h - chh - 50 : (h - chh) / 2;
  out += rect(cx + 10, cy + 20, cw, chh, '#000', 20, { opacity: 0.45 });
  out += card(cx, cy, cw, chh, 18, C.surface, '#30303a');
  out +=
    circle(cx + 30, cy + 30, 15, C.accent) +
    text(cx + 30, cy + 35, initials(t.title, 1), {
      size: 14,
      fill: C.onAccent,
      weight: 800,
      anchor: 'middle',
    });
  out +=
    text(cx + 54, cy + 28, handle(t.title), { size: 13, fill: C.text, weight: 600 }) +
    text(cx + 54, cy + 44, 'Lahore, Pakistan', { size: 11, fill: C.muted });
  out += [0, 1, 2].map((i) => circle(cx + cw - 36 + i * 7, cy + 30, 2.2, C.muted)).join('');
  const ix = cx;
  const iy = cy + 60;
  const clip = s.clip('post', rect(ix, iy, pw, pw, '#000'));
  const k = hash(t.slug) % 3;
  let art = rect(ix, iy, pw, pw, k === 1 ? C.accent : s.ramp(pal.secondSoft, pal.secondInk, 60));
  const ink = k === 1 ? C.onAccent : C.text;
  if (k === 0)
    art +=
      circle(ix + pw * 0.8, iy + pw * 0.2, pw * 0.34, s.glow(C.accent, 0.4)) +
      circle(ix + pw * 0.8, iy + pw * 0.2, pw * 0.15, C.accent) +
      circle(ix + pw * 1.05, iy + pw * 0.95, pw * 0.45, pal.second, { opacity: 0.25 });
  else if (k === 1)
    art +=
      circle(ix + pw * 0.85, iy + pw * 0.15, pw * 0.32, C.onAccent, { opacity: 0.08 }) +
      circle(ix + pw * 0.1, iy + pw * 0.95, pw * 0.25, C.onAccent, { opacity: 0.1 });
  else
    art += [0, 1, 2, 3]
      .map((i) =>
        circle(ix + pw, iy, pw * (0.25 + i * 0.18), 'none', {
          stroke: i === 0 ? C.accent : C.text,
          'stroke-width': 2,
          opacity: i === 0 ? 1 : 0.18,
        }),
      )
      .join('');
  const ft = fitText(t.title.toUpperCase(), pw * 0.82, 4, Math.round(pw * 0.12), 18, 800);
  art += textBlock(ix + pw * 0.08, iy + pw * 0.9 - (ft.lines.length - 1) * ft.size * 1.0, ft, {
    fill: ink,
    weight: 800,
    lineHeight: 1.0,
  });
  art += text(ix + pw * 0.08, iy + pw * 0.12, `#${shortBrand(t.title).toLowerCase()}`, {
    size: 14,
    fill: ink,
    weight: 600,
    opacity: 0.8,
  });
  out += group(art, { 'clip-path': clip });
  const ay = iy + pw + 30;
  const heart = (x: number, y: number, fill: string): string =>
    path(`M${x} ${y + 6}c-3-6-12-5-12 2c0 6 8 10 12 14c4-4 12-8 12-14c0-7-9-8-12-2z`, fill);
  out += heart(cx + 30, ay - 10, C.accent);
  out += path(`M${cx + 58} ${ay + 1}a10 10 0 1 1 4 8l-6 2 2-5a10 10 0 0 1 0-5z`, 'none', {
    stroke: C.text,
    'stroke-width': 2,
    'stroke-linejoin': 'round',
  });
  out += path(`M${cx + 90} ${ay - 6}l20 6-20 8 4-8z`, 'none', {
    stroke: C.text,
    'stroke-width': 2,
    'stroke-linejoin': 'round',
  });
  out += path(`M${cx + cw - 36} ${ay - 8}h14v22l-7-6-7 6z`, 'none', {
    stroke: C.text,
    'stroke-width': 2,
    'stroke-linejoin': 'round',
  });
  out +=
    text(cx + 18, ay + 40, `${r.int(1, 9)},${r.int(100, 999)} likes`, {
      size: 13,
      fill: C.text,
      weight: 700,
    }) + text(cx + 120, ay + 40, `${r.int(40, 380)} comments`, { size: 13, fill: C.muted });
  out += bars(cx + 18, ay + 56, [cw * 0.7, cw * 0.45], 6, 8, C.dim);
  // engagement chip
  if (h > 600) {
    const ex = sx - 20;
    const ey = sy + sh + 30;
    if (ey + 90 < h - 20 && ex + 240 < w)
      out += statCard(Math.min(ex, w - 280), ey, 240, 96, 'Engagement', `+${r.int(18, 64)}%`, pal);
  }
  return out;
}

function monogram(
  x: number,
  y: number,
  size: number,
  mono: string,
  shape: number,
  fg: string,
  bg: string,
): string {
  let mark = '';
  const half = size / 2;
  if (shape === 0) mark = circle(x + half, y + half, half, fg);
  else if (shape === 1) mark = rect(x, y, size, size, fg, size * 0.24);
  else if (shape === 2)
    mark = path(`M${x + half} ${y}L${x + size} ${y + half}L${x + half} ${y + size}L${x} ${y + half}Z`, fg);
  else
    mark = path(
      `M${x} ${y + size}V${y + half}A${half} ${half} 0 0 1 ${x + size} ${y + half}V${y + size}Z`,
      fg,
    );
  const fs = mono.length > 1 ? size * 0.4 : size * 0.52;
  return (
    mark +
    text(x + half, y + half + fs * 0.36 + (shape === 3 ? size * 0.08 : 0), mono, {
      size: fs,
      fill: bg,
      weight: 800,
      anchor: 'middle',
      ls: mono.length > 1 ? -size * 0.02 : undefined,
    })
  );
}

function graphics({ s, t, r, pal, w, h }: Ctx): string {
  const mono = initials(t.title, 2);
  const shape = hash(t.slug) % 4;
  const gap = 16;
  const x0 = 40;
  const y0 = 40;
  const H = h - 80;
  const lw = 440;
  const rw = w - 80 - lw - gap;
  const bigH = Math.round(H * 0.62);
  let out = '';
  // big tile: mark + name
  out += card(x0, y0, lw, bigH, 18, C.surface, '#2c2c35');
  out += rect(x0, y0, lw, bigH, s.dots(18, '#ffffff', 1, 0.06), 18);
  const ms = Math.min(150, bigH * 0.42);
  out += monogram(
    x0 + lw / 2 - ms / 2,
    y0 + bigH * 0.42 - ms / 2 - 20,
    ms,
    mono,
    shape,
    C.accent,
    C.onAccent,
  );
  const ft = fitText(t.title, lw - 60, 1, 30, 14, 700);
  out += text(x0 + lw / 2, y0 + bigH * 0.42 + ms / 2 + 22, ft.lines[0] ?? '', {
    size: ft.size,
    fill: C.text,
    weight: 700,
    anchor: 'middle',
    ls: 0.5,
  });
  out += text(x0 + lw / 2, y0 + bigH * 0.42 + ms / 2 + 22 + ft.size + 4, 'BRAND IDENTITY', {
    size: 11,
    fill: C.muted,
    anchor: 'middle',
    ls: 3,
  });
  out +=
    text(x0 + 20, y0 + 30, 'Primary mark', { size: 11, fill: C.muted }) +
    text(x0 + lw - 20, y0 + 30, '01', { size: 11, fill: C.muted, anchor: 'end' });
  // lower-left tile: inverted mark on second colour + business card
  const ly = y0 + bigH + gap;
  const lh = H - bigH - gap;
  out += rect(x0, ly, lw, lh, pal.secondSoft, 18);
  out += rect(
    x0,
    ly,
    lw,
    lh,
    s.lin(
      [
        [0, '#ffffff', 0.08],
        [1, '#000000', 0.25],
      ],
      60,
    ),
    18,
  );
  const cardW = Math.min(lw * 0.55, lh * 1.3);
  const cardH = cardW * 0.58;
  const bcx = x0 + lw * 0.08;
  const bcy = ly + (lh - cardH) / 2;
  out +=
    rect(bcx + 6, bcy + 10, cardW, cardH, '#000', 10, { opacity: 0.3 }) +
    rect(bcx, bcy, cardW, cardH, C.bg, 10);
  out += monogram(bcx + 16, bcy + 16, cardH * 0.3, mono, shape, C.accent, C.bg);
  out += bars(bcx + 16, bcy + cardH - 34, [cardW * 0.5, cardW * 0.34], 5, 7, C.dim);
  const m2 = Math.min(lh * 0.5, 90);
  out += monogram(x0 + lw * 0.78 - m2 / 2, ly + lh / 2 - m2 / 2, m2, mono, shape, C.text, pal.secondSoft);
  // right column: swatches
  const rx = x0 + lw + gap;
  const swH = Math.round(H * 0.52);
  out += card(rx, y0, rw, swH, 18, C.surface, '#2c2c35');
  out += text(rx + 18, y0 + 30, 'Colour', { size: 11, fill: C.muted });
  const sw: Array<[string, string]> = [
    [C.accent, '#C6F432'],
    [pal.second, pal.second.toUpperCase()],
    [pal.secondSoft, pal.secondSoft.toUpperCase()],
    [C.text, '#F4F4F5'],
  ];
  const stripH = (swH - 60) / sw.length;
  sw.forEach(([c, label], i) => {
    const yy = y0 + 44 + i * stripH;
    out += rect(rx + 16, yy, rw - 32, stripH - 6, c, 8);
    const dark = i === 0 || i === 3;
    out += text(rx + 28, yy + stripH / 2 + 1, label, {
      size: 11,
      fill: dark ? C.onAccent : C.text,
      weight: 600,
    });
  });
  // right column: type specimen
  const ty = y0 + swH + gap;
  const th = H - swH - gap;
  out += card(rx, ty, rw, th, 18, C.surface, '#2c2c35');
  out += text(rx + 18, ty + 30, 'Typeface', { size: 11, fill: C.muted });
  const aa = Math.min(96, th * 0.42);
  out += text(rx + 18, ty + 40 + aa * 0.9, 'Aa', { size: aa, fill: C.text, weight: 700 });
  out += circle(rx + 18 + aa * 1.25, ty + 40 + aa * 0.8, aa * 0.08, C.accent);
  out += text(rx + 18, ty + th - 42, 'Inter Bold', { size: 13, fill: C.text, weight: 600 });
  out += text(rx + 18, ty + th - 22, 'ABCDEFG 0123', { size: 11, fill: C.muted, ls: 1.5 });
  void r;
  return out;
}

/** A ball lit from its upper left: `light` where the light falls, `dark` at the far edge. */
function sphere(s: Svg, cx: number, cy: number, r: number, light: string, dark: string): string {
  return circle(
    cx,
    cy,
    r,
    s.radial(
      [
        [0, light],
        [1, dark],
      ],
      0.35,
      0.35,
      0.7,
    ),
  );
}

function product({ s, t, r, pal, w, h }: Ctx): string {
  const cx = w / 2;
  const floor = h * 0.78;
  let out = '';
  // arch backdrop
  const aw = Math.min(460, w * 0.58);
  const ah = floor - h * 0.1;
  const ax = cx - aw / 2;
  const ay = floor - ah;
  out += path(
    `M${ax} ${floor}V${ay + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw} ${ay + aw / 2}V${floor}Z`,
    s.ramp(pal.secondSoft, pal.secondDeep),
  );
  out += ellipse(cx, ay + aw * 0.45, aw * 0.55, aw * 0.55, s.glow(C.accent, 0.12));
  // floor
  out += rect(0, floor, w, h - floor, s.ramp('#17171d', C.bg));
  // podium
  const pr = aw * 0.46;
  const pH = h * 0.09;
  const py = floor - pH * 0.35;
  out += ellipse(cx, py + pH + 8, pr * 1.25, pr * 0.22, s.glow('#000000', 0.7, 0.6));
  out += path(
    `M${cx - pr} ${py}V${py + pH}A${pr} ${pr * 0.2} 0 0 0 ${cx + pr} ${py + pH}V${py}Z`,
    s.lin(
      [
        [0, '#2a2a33'],
        [0.5, '#3a3a44'],
        [1, '#1d1d24'],
      ],
      0,
    ),
  );
  out += ellipse(cx, py, pr, pr * 0.2, '#44444f');
  out += ellipse(cx, py, pr * 0.96, pr * 0.18, s.ramp('#52525b', '#2e2e36'));
  // product
  const top = py;
  const ft = (maxW: number, size: number): ReturnType<typeof fitText> =>
    fitText(t.title, maxW, 2, size, 9, 700);
  out += ellipse(cx, top, pr * 0.55, pr * 0.1, '#000', { opacity: 0.45 });
  const metal = s.lin(
    [
      [0, '#18181d'],
      [0.35, '#3b3b45'],
      [0.55, '#5b5b66'],
      [1, '#17171c'],
    ],
    0,
  );
  if (t.product === 'bottle') {
    const bw = Math.min(150, aw * 0.36);
    const bh = Math.min(h * 0.42, bw * 2.2);
    const bx = cx - bw / 2;
    const by = top - bh;
    out += path(
      `M${bx} ${top - 8}V${by + bw * 0.45}Q${bx} ${by + bw * 0.15} ${cx - bw * 0.2} ${by + bw * 0.08}V${by - bw * 0.12}H${cx + bw * 0.2}V${by + bw * 0.08}Q${bx + bw} ${by + bw * 0.15} ${bx + bw} ${by + bw * 0.45}V${top - 8}Q${bx + bw} ${top} ${bx + bw - 8} ${top}H${bx + 8}Q${bx} ${top} ${bx} ${top - 8}Z`,
      s.lin(
        [
          [0, shade(pal.secondSoft, -0.35)],
          [0.4, pal.second],
          [0.6, shade(pal.second, 0.2)],
          [1, shade(pal.secondSoft, -0.45)],
        ],
        0,
      ),
    );
    out += rect(cx - bw * 0.24, by - bw * 0.42, bw * 0.48, bw * 0.34, metal, 5);
    out += rect(bx + bw * 0.14, by + bw * 0.3, bw * 0.08, bh * 0.6, '#ffffff', 4, { opacity: 0.22 });
    const ly = by + bh * 0.45;
    const lh = bh * 0.34;
    out += rect(bx + bw * 0.1, ly, bw * 0.8, lh, C.bg, 6, { opacity: 0.88 });
    const f = ft(bw * 0.66, 17);
    out += textBlock(cx, ly + lh * 0.42 - (f.lines.length - 1) * f.size * 0.55, f, {
      fill: C.text,
      weight: 700,
      anchor: 'middle',
    });
    out += rect(cx - bw * 0.16, ly + lh - 16, bw * 0.32, 4, C.accent, 2);
  } else if (t.product === 'box') {
    // 3/4 view
    const bw = Math.min(250, aw * 0.56);
    const bh = bw * 1.05;
    const dpt = bw * 0.38;
    const fx = cx - bw * 0.62;
    const fy = top - bh;
    out += path(
      `M${fx + bw} ${fy}l${dpt} ${-dpt * 0.45}v${bh}l${-dpt} ${dpt * 0.45}z`,
      shade(pal.secondSoft, -0.35),
    );
    out += path(`M${fx} ${fy}l${dpt} ${-dpt * 0.45}h${bw}l${-dpt} ${dpt * 0.45}z`, shade(pal.second, -0.1));
    out += rect(fx, fy, bw, bh, s.ramp(pal.secondSoft, shade(pal.secondSoft, -0.3)));
    out += rect(fx, fy + bh * 0.62, bw, bh * 0.1, C.accent);
    out += monogram(
      fx + bw / 2 - bw * 0.14,
      fy + bh * 0.1,
      bw * 0.28,
      initials(t.title, 1),
      hash(t.slug) % 4,
      C.text,
      pal.secondSoft,
    );
    const f = fitText(t.title, bw * 0.84, 2, 17, 9, 700);
    out += textBlock(fx + bw / 2, fy + bh * 0.52, f, { fill: C.text, weight: 700, anchor: 'middle' });
    out += rect(fx, fy + bh * 0.74, bw, bh * 0.08, C.accent);
    out += text(fx + bw / 2, fy + bh * 0.92, 'MADE IN LAHORE', {
      size: 9,
      fill: C.text,
      anchor: 'middle',
      ls: 2,
      opacity: 0.7,
    });
  } else {
    // device: a smart speaker or earbuds case
    const dw = Math.min(190, aw * 0.46);
    const dh = dw * 1.25;
    const dx = cx - dw / 2;
    const dy = top - dh;
    out += rect(
      dx,
      dy,
      dw,
      dh,
      s.lin(
        [
          [0, '#1b1b21'],
          [0.3, '#3a3a45'],
          [0.5, '#4a4a56'],
          [1, '#141418'],
        ],
        0,
      ),
      dw * 0.3,
    );
    out += rect(dx, dy, dw, dh, s.dots(8, '#000000', 1.4, 0.45), dw * 0.3);
    out += ellipse(cx, dy + 16, dw * 0.4, 7, '#ffffff', { opacity: 0.12 });
    out += rect(cx - dw * 0.28, dy + dh * 0.7, dw * 0.56, 5, C.accent, 2.5);
    out += ellipse(cx, dy + dh * 0.7 + 2, dw * 0.5, 14, s.glow(C.accent, 0.45));
    const f = ft(dw * 1.5, 16);
    out +=
      pill(cx - 80, dy - 58, 160, 34, '', C.surface2, C.text) +
      text(cx, dy - 36, f.lines[0] ?? '', {
        size: Math.min(13, f.size),
        fill: C.text,
        weight: 600,
        anchor: 'middle',
      });
  }
  // floating spheres
  out += sphere(s, ax - 10, ay + aw * 0.7, 22, shade(C.accent, 0.3), shade(C.accent, -0.35));
  out += sphere(s, ax + aw + 14, ay + aw * 0.35, 14, pal.second, pal.secondDeep);
  out += circle(ax + aw - 30, floor + 34, 8, '#3f3f46');
  void r;
  return out;
}

const composers: Record<PortfolioCategory, (c: Ctx) => string> = {
  'web-development': web,
  wordpress: web,
  'mobile-app': mobile,
  'digital-marketing': marketing,
  'social-media': social,
  graphics,
  product,
};

/** Portfolio item image: 800 wide, 600/800/1000 tall. */
export function renderPortfolio(item: ArtItem, width: number, height: number, label: string): string {
  const s = new Svg(width, height, label);
  const r = rng(`${item.slug}:${item.category}`);
  const pal = palette(item.slug);
  const bg = backdrop(s, pal, r);
  // Compose at 800 nominal width; scale if the asset is another width.
  const k = width / 800;
  const body = composers[item.category]({ s, t: item, r, pal, w: 800, h: height / k });
  return s.render(bg + (k === 1 ? body : group(body, { transform: translate(0, 0, k) })));
}

/** Gallery pictures of a case study: 1200×900, composed at 800×600 and scaled. */
export const GALLERY_SIZE = { width: 1200, height: 900 };

export type GalleryView = 'web' | 'mobile' | 'marketing' | 'social' | 'story' | 'graphics' | 'product';

const views: Record<GalleryView, (c: Ctx) => string> = {
  web,
  mobile,
  marketing,
  social: socialGrid,
  story: socialPost,
  graphics,
  product,
};

/**
 * What each gallery picture of a category shows, in order: the work itself first, then the
 * pieces around it. The alt texts in content/portfolio describe these same views.
 */
export const GALLERY_VIEWS: Record<PortfolioCategory, readonly GalleryView[]> = {
  'web-development': ['web', 'graphics', 'marketing'],
  wordpress: ['web', 'graphics', 'marketing'],
  'mobile-app': ['mobile', 'web', 'graphics'],
  'digital-marketing': ['marketing', 'web', 'social'],
  'social-media': ['social', 'story', 'marketing'],
  graphics: ['graphics', 'product', 'social'],
  product: ['product', 'graphics', 'social'],
};

export function galleryView(category: PortfolioCategory, index: number): GalleryView {
  const list = GALLERY_VIEWS[category];
  return list[index % list.length] ?? 'web';
}

/** One gallery picture: the view's composition, seeded per picture so no two look alike. */
export function renderPortfolioView(
  item: ArtItem,
  view: GalleryView,
  index: number,
  width: number,
  height: number,
  label: string,
): string {
  const s = new Svg(width, height, label);
  const r = rng(`${item.slug}:gallery:${index}`);
  const pal = palette(item.slug);
  const bg = backdrop(s, pal, r);
  const k = width / 800;
  const body = views[view]({ s, t: item, r, pal, w: 800, h: height / k });
  return s.render(bg + group(body, { transform: translate(0, 0, k) }));
}

/** Featured project card: 1200×900, drawn like a portfolio card of its `artwork` category at 800×600 and scaled. */
export function renderProject(
  p: { slug: string; title: string; artwork: PortfolioCategory; product: ProductDrawing },
  width: number,
  height: number,
  label: string,
): string {
  const s = new Svg(width, height, label);
  const r = rng(`${p.slug}:project`);
  const pal = palette(p.slug);
  const bg = backdrop(s, pal, r);
  const k = width / 800;
  const t: ArtItem = { slug: p.slug, title: p.title, category: p.artwork, product: p.product };
  const body = composers[p.artwork]({ s, t, r, pal, w: 800, h: height / k });
  return s.render(bg + group(body, { transform: translate(0, 0, k) }));
}
