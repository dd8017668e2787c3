/** Device frames (browser, laptop, phone) and the believable screens drawn inside them. */
import {
  C,
  bars,
  card,
  circle,
  fitText,
  group,
  path,
  pill,
  poly,
  rect,
  text,
  textBlock,
  type Palette,
  type Rng,
  type Svg,
} from './svg';

export interface ScreenOpts {
  title: string;
  pal: Palette;
  r: Rng;
  /** Layout variant, e.g. 0 = landing page, 1 = blog / WordPress layout. */
  variant: number;
  brand?: string;
}

/** Browser window; returns markup and the content box. */
export function browser(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  url: string,
): { svg: string; cx: number; cy: number; cw: number; ch: number } {
  const bar = Math.max(26, Math.min(38, w * 0.055));
  const svg =
    rect(x + 10, y + 18, w, h, '#000', 16, { opacity: 0.35 }) +
    card(x, y, w, h, 14, C.surface, '#30303a') +
    path(`M${x} ${y + bar}h${w}`, 'none', { stroke: '#2a2a33' }) +
    [0, 1, 2]
      .map((i) =>
        circle(x + bar * 0.5 + i * bar * 0.42, y + bar / 2, bar * 0.13, i === 0 ? '#52525b' : '#3f3f46'),
      )
      .join('') +
    rect(x + w * 0.3, y + bar * 0.22, w * 0.4, bar * 0.56, C.surface2, bar * 0.28) +
    text(x + w / 2, y + bar * 0.5 + bar * 0.12, url, { size: bar * 0.32, fill: C.muted, anchor: 'middle' });
  void s;
  return { svg, cx: x, cy: y + bar, cw: w, ch: h - bar };
}

/** Phone body with a screen; `screen` draws into the given screen box. */
export function phone(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
): string {
  const rr = w * 0.15;
  const inset = Math.max(5, w * 0.035);
  const sx = x + inset;
  const sy = y + inset;
  const sw = w - inset * 2;
  const sh = h - inset * 2;
  return (
    rect(x + 8, y + 16, w, h, '#000', rr, { opacity: 0.4 }) +
    rect(x, y, w, h, '#1d1d24', rr, { stroke: '#3a3a44', 'stroke-width': 1.5 }) +
    group(rect(sx, sy, sw, sh, C.bg) + screen(sx, sy, sw, sh), {
      'clip-path': s.clip(`ph${x}_${y}_${w}_${h}`, rect(sx, sy, sw, sh, '#000', rr - inset)),
    }) +
    rect(x + w / 2 - w * 0.14, sy + sw * 0.035, w * 0.28, sw * 0.075, '#000', sw * 0.04)
  );
}

/** Laptop: screen + base; returns markup and the screen box. */
export function laptop(
  x: number,
  y: number,
  w: number,
  h: number,
): { svg: string; cx: number; cy: number; cw: number; ch: number } {
  const bez = w * 0.025;
  const baseH = h * 0.06;
  const sh = h - baseH;
  const svg =
    rect(x, y, w, sh, '#1d1d24', 14, { stroke: '#3a3a44', 'stroke-width': 1.5 }) +
    path(
      poly(
        [
          [x - w * 0.08, y + sh],
          [x + w * 1.08, y + sh],
          [x + w * 1.04, y + h],
          [x - w * 0.04, y + h],
        ],
        true,
      ),
      '#2a2a33',
    ) +
    rect(x + w * 0.42, y + sh, w * 0.16, baseH * 0.35, '#1d1d24', 3);
  return { svg, cx: x + bez, cy: y + bez, cw: w - bez * 2, ch: sh - bez * 2 };
}

/** Abstract "photo" block: gradient with sun and hills, reads as imagery. */
export function imageBlock(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  pal: Palette,
  r: Rng,
  rx = 10,
): string {
  const k = r.int(0, 2);
  const grad = s.ramp(pal.secondSoft, pal.secondDeep);
  let inner = '';
  if (k === 0) {
    inner =
      circle(x + w * 0.7, y + h * 0.35, Math.min(w, h) * 0.14, C.accent, { opacity: 0.9 }) +
      path(
        `M${x} ${y + h}L${x + w * 0.35} ${y + h * 0.5}L${x + w * 0.6} ${y + h * 0.78}L${x + w * 0.75} ${y + h * 0.62}L${x + w} ${y + h}Z`,
        pal.secondInk,
        { opacity: 0.85 },
      );
  } else if (k === 1) {
    inner =
      circle(x + w * 0.5, y + h * 0.55, Math.min(w, h) * 0.3, pal.second, { opacity: 0.55 }) +
      rect(x + w * 0.2, y + h * 0.62, w * 0.6, h * 0.2, pal.secondInk, 6, { opacity: 0.7 }) +
      circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.08, C.accent);
  } else {
    inner =
      rect(x + w * 0.12, y + h * 0.18, w * 0.34, h * 0.64, pal.second, 8, { opacity: 0.55 }) +
      rect(x + w * 0.52, y + h * 0.32, w * 0.36, h * 0.5, pal.secondInk, 8, { opacity: 0.8 }) +
      circle(x + w * 0.7, y + h * 0.25, Math.min(w, h) * 0.07, C.accent);
  }
  const clip = s.clip(`ib${x}_${y}_${w}_${h}`, rect(x, y, w, h, '#000', rx));
  return group(rect(x, y, w, h, grad) + inner, { 'clip-path': clip });
}

/** A landing page (variant 0) or a blog/WordPress layout (variant 1) inside a content box. */
export function webPage(s: Svg, x: number, y: number, w: number, h: number, o: ScreenOpts): string {
  const { pal, r } = o;
  const pad = w * 0.05;
  const u = w / 600; // unit scale
  const brand = o.brand ?? o.title.split(/\s+/)[0] ?? 'Brand';
  const navH = 40 * u;
  let out = '';
  // nav
  out +=
    rect(x + pad, y + navH / 2 - 7 * u, 14 * u, 14 * u, C.accent, 4 * u) +
    text(x + pad + 20 * u, y + navH / 2 + 4.5 * u, brand, { size: 12 * u, fill: C.text, weight: 700 }) +
    [0, 1, 2, 3]
      .map((i) => rect(x + w * 0.46 + i * 50 * u, y + navH / 2 - 3 * u, 34 * u, 6 * u, C.dim, 3 * u))
      .join('') +
    pill(x + w - pad - 70 * u, y + navH / 2 - 11 * u, 70 * u, 22 * u, 'Contact', C.accent, C.onAccent, 9 * u);
  const top = y + navH + 14 * u;
  if (o.variant === 1) {
    // blog: full-width feature image with overlaid title, then posts + sidebar
    const heroH = Math.min(h * 0.42, 190 * u);
    out += imageBlock(s, x + pad, top, w - pad * 2, heroH, pal, r, 10 * u);
    out += rect(
      x + pad,
      top,
      w - pad * 2,
      heroH,
      s.lin(
        [
          [0, '#000', 0],
          [1, '#000', 0.7],
        ],
        90,
      ),
      10 * u,
    );
    const ft = fitText(o.title, (w - pad * 2) * 0.8, 2, 30 * u, 14 * u);
    out += pill(
      x + pad * 2,
      top + heroH - ft.size * ft.lines.length * 1.12 - 44 * u,
      64 * u,
      18 * u,
      'FEATURED',
      C.accent,
      C.onAccent,
      8 * u,
      700,
    );
    out += textBlock(x + pad * 2, top + heroH - ft.size * (ft.lines.length - 1) * 1.12 - 16 * u, ft, {
      fill: C.text,
      weight: 700,
    });
    const py = top + heroH + 18 * u;
    const colW = (w - pad * 2) * 0.68;
    const postH = 62 * u;
    for (let i = 0; py + i * (postH + 12 * u) + postH < y + h - 8 * u && i < 4; i++) {
      const yy = py + i * (postH + 12 * u);
      out += imageBlock(s, x + pad, yy, postH * 1.3, postH, pal, r, 6 * u);
      out += bars(
        x + pad + postH * 1.3 + 12 * u,
        yy + 6 * u,
        [colW * 0.5, colW * 0.42, colW * 0.3],
        7 * u,
        8 * u,
        C.dim,
      );
      out += rect(x + pad + postH * 1.3 + 12 * u, yy + 6 * u, colW * 0.22, 7 * u, C.muted, 3.5 * u);
    }
    const sx = x + pad + colW + 18 * u;
    const sw = w - pad - (sx - x);
    out += card(sx, py, sw, Math.min(170 * u, y + h - py - 10 * u), 8 * u, C.surface2);
    out += bars(
      sx + 12 * u,
      py + 14 * u,
      [sw * 0.5, sw * 0.7, sw * 0.6, sw * 0.65, sw * 0.45],
      6 * u,
      12 * u,
      C.dim,
    );
    return out;
  }
  // landing: heading + copy + buttons, image on the right, cards below
  const colW = w * 0.48;
  const ft = fitText(o.title, colW - pad, 3, 34 * u, 14 * u);
  out +=
    rect(x + pad, top + 6 * u, 92 * u, 16 * u, pal.secondDeep, 8 * u) +
    circle(x + pad + 10 * u, top + 14 * u, 3 * u, C.accent);
  out += bars(x + pad + 18 * u, top + 11.5 * u, [64 * u], 5 * u, 0, pal.second, 0.8);
  const ty = top + 34 * u + ft.size;
  out += textBlock(x + pad, ty, ft, { fill: C.text, weight: 700, lineHeight: 1.1 });
  const by = ty + (ft.lines.length - 1) * ft.size * 1.1 + 18 * u;
  out += bars(x + pad, by, [colW * 0.85, colW * 0.7], 6 * u, 8 * u, C.dim);
  out += pill(x + pad, by + 34 * u, 92 * u, 28 * u, 'Get started', C.accent, C.onAccent, 10 * u);
  out +=
    rect(x + pad + 102 * u, by + 34 * u, 84 * u, 28 * u, 'none', 14 * u, { stroke: '#3f3f46' }) +
    text(x + pad + 144 * u, by + 52 * u, 'Learn more', { size: 10 * u, fill: C.text, anchor: 'middle' });
  const imgX = x + colW + pad * 0.6;
  const imgH = Math.min(by + 62 * u - top, h * 0.62);
  out += imageBlock(s, imgX, top, x + w - pad - imgX, imgH, pal, r, 12 * u);
  const cy = Math.max(by + 62 * u, top + imgH) + 20 * u;
  const cH = Math.min(96 * u, y + h - cy - 12 * u);
  if (cH > 30 * u) {
    const cw = (w - pad * 2 - 24 * u) / 3;
    for (let i = 0; i < 3; i++) {
      const cx = x + pad + i * (cw + 12 * u);
      out += card(cx, cy, cw, cH, 10 * u, C.surface2, '#26262e');
      out += rect(cx + 12 * u, cy + 12 * u, 22 * u, 22 * u, i === 0 ? C.accent : pal.secondDeep, 6 * u);
      if (cH > 60 * u) out += bars(cx + 12 * u, cy + 44 * u, [cw * 0.6, cw * 0.45], 6 * u, 8 * u, C.dim);
    }
  }
  return out;
}

/** A mobile web page, simplified, for the phone beside the browser. */
export function mobilePage(s: Svg, x: number, y: number, w: number, h: number, o: ScreenOpts): string {
  const u = w / 200;
  const pad = 14 * u;
  let out = statusBar(x, y, w, u);
  const top = y + 36 * u;
  out +=
    rect(x + pad, top, 12 * u, 12 * u, C.accent, 3 * u) +
    [0, 1, 2]
      .map((i) => rect(x + w - pad - 16 * u, top + 1 * u + i * 4.5 * u, 16 * u, 2 * u, C.muted, 1))
      .join('');
  out += imageBlock(s, x + pad, top + 24 * u, w - pad * 2, h * 0.28, o.pal, o.r, 10 * u);
  const ft = fitText(o.title, w - pad * 2, 3, 20 * u, 10 * u);
  const ty = top + 24 * u + h * 0.28 + 14 * u + ft.size;
  out += textBlock(x + pad, ty, ft, { fill: C.text, weight: 700 });
  const by = ty + (ft.lines.length - 1) * ft.size * 1.12 + 14 * u;
  out += bars(x + pad, by, [w * 0.7, w * 0.55], 5 * u, 7 * u, C.dim);
  out += pill(x + pad, by + 28 * u, w - pad * 2, 26 * u, 'Get started', C.accent, C.onAccent, 9 * u);
  const cy = by + 66 * u;
  const cw = (w - pad * 2 - 8 * u) / 2;
  for (let i = 0; i < 2 && cy + 60 * u < y + h - 20 * u; i++)
    out += card(
      x + pad + i * (cw + 8 * u),
      cy,
      cw,
      Math.min(70 * u, y + h - cy - 24 * u),
      8 * u,
      C.surface2,
      '#26262e',
    );
  return out;
}

function statusBar(x: number, y: number, w: number, u: number): string {
  return (
    text(x + 18 * u, y + 20 * u, '9:41', { size: 9 * u, fill: C.text, weight: 600 }) +
    [0, 1, 2]
      .map((i) =>
        rect(x + w - 48 * u + i * 4 * u, y + 16 * u - i * 2 * u, 3 * u, 4 * u + i * 2 * u, C.text, 0.5),
      )
      .join('') +
    rect(x + w - 32 * u, y + 12 * u, 16 * u, 8 * u, 'none', 2 * u, { stroke: C.muted, 'stroke-width': 1 }) +
    rect(x + w - 30.5 * u, y + 13.5 * u, 10 * u, 5 * u, C.text, 1)
  );
}

/** App UI screen: variant 0 = wallet/dashboard, 1 = list/feed, 2 = chart detail. */
export function appScreen(s: Svg, x: number, y: number, w: number, h: number, o: ScreenOpts): string {
  const { pal, r } = o;
  const u = w / 200;
  const pad = 14 * u;
  let out = statusBar(x, y, w, u);
  let cy = y + 40 * u;
  out += text(x + pad, cy + 8 * u, r.pick(['Good morning', 'Welcome back', 'Hello again', 'Today']), {
    size: 8 * u,
    fill: C.muted,
  });
  const ft = fitText(o.title, w - pad * 2 - 30 * u, 2, 16 * u, 9 * u);
  out += textBlock(x + pad, cy + 12 * u + ft.size, ft, { fill: C.text, weight: 700 });
  out +=
    circle(x + w - pad - 11 * u, cy + 10 * u, 11 * u, pal.secondSoft) +
    circle(x + w - pad - 11 * u, cy + 7 * u, 4 * u, pal.second) +
    path(`M${x + w - pad - 18 * u} ${cy + 18 * u}q7 -8 14 0`, pal.second);
  cy += 22 * u + ft.size * ft.lines.length * 1.12;
  const tabH = 46 * u;
  const bottom = y + h - tabH - 8 * u;
  if (o.variant === 1) {
    // chips + list
    ['All', 'New', 'Saved'].forEach((c, i) => {
      out += pill(
        x + pad + i * 48 * u,
        cy,
        42 * u,
        18 * u,
        c,
        i === 0 ? C.accent : C.surface2,
        i === 0 ? C.onAccent : C.muted,
        8 * u,
      );
    });
    cy += 30 * u;
    for (let i = 0; cy + 46 * u < bottom; i++) {
      out += card(x + pad, cy, w - pad * 2, 40 * u, 10 * u, C.surface2, '#26262e');
      out += rect(
        x + pad + 8 * u,
        cy + 7 * u,
        26 * u,
        26 * u,
        i % 2 ? pal.secondSoft : pal.secondDeep,
        7 * u,
      );
      if (i === 0) out += circle(x + pad + 21 * u, cy + 20 * u, 6 * u, C.accent);
      out += bars(
        x + pad + 42 * u,
        cy + 12 * u,
        [70 * u - (i % 3) * 10 * u, 46 * u],
        5 * u,
        6 * u,
        i === 0 ? C.muted : C.dim,
      );
      out += text(x + w - pad - 8 * u, cy + 24 * u, `${r.int(2, 98)}k`, {
        size: 8 * u,
        fill: C.text,
        weight: 600,
        anchor: 'end',
      });
      cy += 46 * u;
    }
  } else {
    // balance card + chart + list
    const ch = 86 * u;
    out += rect(x + pad, cy, w - pad * 2, ch, o.variant === 2 ? pal.secondDeep : C.accent, 14 * u);
    const ink = o.variant === 2 ? C.text : C.onAccent;
    out += text(x + pad + 12 * u, cy + 20 * u, o.variant === 2 ? 'This week' : 'Total balance', {
      size: 8 * u,
      fill: ink,
      opacity: 0.75,
    });
    out += text(
      x + pad + 12 * u,
      cy + 46 * u,
      o.variant === 2 ? `${r.int(12, 48)}.${r.int(1, 9)}k` : `Rs ${r.int(12, 98)},${r.int(100, 999)}`,
      { size: 20 * u, fill: ink, weight: 700 },
    );
    out += bars(x + pad + 12 * u, cy + 60 * u, [60 * u], 5 * u, 0, ink, 0.3);
    out += pill(
      x + w - pad - 58 * u,
      cy + ch - 28 * u,
      46 * u,
      18 * u,
      `+${r.int(4, 32)}%`,
      o.variant === 2 ? C.accent : C.onAccent,
      o.variant === 2 ? C.onAccent : C.accent,
      8 * u,
      700,
    );
    cy += ch + 14 * u;
    const chartH = Math.min(78 * u, bottom - cy - 10 * u);
    if (chartH > 30 * u) {
      out += card(x + pad, cy, w - pad * 2, chartH, 12 * u, C.surface2, '#26262e');
      const n = 7;
      const bw = (w - pad * 2 - 24 * u) / n;
      for (let i = 0; i < n; i++) {
        const v = 0.25 + 0.75 * ((i + 1) / n) * r.range(0.6, 1);
        const bh = (chartH - 24 * u) * v;
        out += rect(
          x + pad + 12 * u + i * bw + bw * 0.2,
          cy + chartH - 10 * u - bh,
          bw * 0.6,
          bh,
          i === n - 2 ? C.accent : '#3f3f46',
          3 * u,
        );
      }
      cy += chartH + 12 * u;
    }
    for (let i = 0; cy + 34 * u < bottom; i++) {
      out += circle(x + pad + 13 * u, cy + 14 * u, 13 * u, i % 2 ? pal.secondDeep : C.raised);
      out += bars(x + pad + 34 * u, cy + 7 * u, [60 * u, 38 * u], 5 * u, 6 * u, i === 0 ? C.muted : C.dim);
      out += text(x + w - pad, cy + 18 * u, `${i % 2 ? '+' : '-'}${r.int(120, 980)}`, {
        size: 8 * u,
        fill: i % 2 ? C.accent : C.text,
        weight: 600,
        anchor: 'end',
      });
      cy += 36 * u;
    }
  }
  // tab bar
  const ty = y + h - tabH;
  out += rect(x, ty, w, tabH, C.surface2) + path(`M${x} ${ty}h${w}`, 'none', { stroke: '#26262e' });
  for (let i = 0; i < 4; i++) {
    const tx = x + w * (0.14 + i * 0.24);
    out += rect(tx - 7 * u, ty + 12 * u, 14 * u, 14 * u, i === 0 ? C.accent : '#52525b', 4 * u);
  }
  out += rect(x + w / 2 - 30 * u, y + h - 8 * u, 60 * u, 3 * u, C.muted, 1.5 * u);
  return out;
}
