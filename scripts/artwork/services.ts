/** Service illustrations: a header (1200×800) and two portrait details (800×1000) per service. */
import type { ServiceIcon } from '../../src/content/types';
import { appScreen, browser, phone, webPage } from './devices';
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

interface SceneCtx {
  s: Svg;
  pal: Palette;
  r: Rng;
  title: string;
}
/** A scene draws into a 600×600 box at the origin. */
type Scene = (c: SceneCtx) => string;

const STROKE = { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;

function windowCard(x: number, y: number, w: number, h: number, label?: string): string {
  return (
    rect(x + 10, y + 18, w, h, '#000', 18, { opacity: 0.35 }) +
    card(x, y, w, h, 16, C.surface, '#30303a') +
    [0, 1, 2].map((i) => circle(x + 20 + i * 14, y + 20, 4.5, i === 0 ? '#52525b' : '#3f3f46')).join('') +
    (label ? text(x + w / 2, y + 24, label, { size: 12, fill: C.muted, anchor: 'middle' }) : '') +
    path(`M${x} ${y + 40}h${w}`, 'none', { stroke: '#2a2a33' })
  );
}

function chip(x: number, y: number, label: string, dot: string, w = 0): string {
  const cw = w || 40 + label.length * 7.2;
  return (
    card(x, y, cw, 40, 20, C.surface2, '#34343e') +
    circle(x + 20, y + 20, 6, dot) +
    text(x + 34, y + 25, label, { size: 13, fill: C.text, weight: 600 })
  );
}

// ---------- code ----------
const codeA: Scene = ({ pal, r }) => {
  let out = windowCard(20, 60, 520, 420, 'app.tsx');
  out += rect(20, 100, 56, 380, C.bg, 0, { opacity: 0.5 });
  const colors = [C.accent, pal.second, C.muted, '#e4e4e7', pal.second];
  for (let i = 0; i < 14; i++) {
    const y = 124 + i * 24;
    out += text(48, y + 5, String(i + 1), { size: 11, fill: C.dim, anchor: 'end' });
    const indent = [0, 1, 1, 2, 2, 3, 2, 1, 1, 2, 2, 1, 0, 0][i] ?? 0;
    let x = 92 + indent * 22;
    const n = r.int(1, 3);
    for (let j = 0; j < n; j++) {
      const w = r.int(28, 96);
      out += rect(x, y - 4, w, 9, colors[(i + j * 2) % colors.length] ?? C.muted, 4.5, {
        opacity: j === 0 ? 1 : 0.75,
      });
      x += w + 10;
    }
  }
  out += rect(92 + 44, 124 + 6 * 24 - 8, 2, 18, C.accent);
  out += chip(380, 430, 'Build passed', C.accent, 170);
  out +=
    card(360, 20, 200, 88, 16, C.surface2, '#34343e') +
    text(380, 50, 'Lighthouse', { size: 12, fill: C.muted }) +
    text(380, 88, '100', { size: 32, fill: C.accent, weight: 800 }) +
    circle(520, 64, 22, 'none', {
      stroke: C.accent,
      'stroke-width': 5,
      'stroke-dasharray': '130 200',
      transform: 'rotate(-90 520 64)',
    });
  return out;
};
const codeB: Scene = ({ s, pal, r, title }) => {
  const b = browser(s, 20, 80, 460, 340, 'ravidigital.pk');
  let out = b.svg + webPage(s, b.cx, b.cy, b.cw, b.ch, { title, pal, r, variant: 0, brand: 'Ravi' });
  out += phone(s, 400, 220, 170, 348, (x, y, w, h) =>
    appScreen(s, x, y, w, h, { title, pal, r, variant: 0 }),
  );
  out +=
    card(30, 460, 300, 96, 16, C.surface2, '#34343e') +
    text(50, 492, '$ npm run build', { size: 14, fill: C.text, family: "'Courier New', monospace" }) +
    text(50, 522, '✓ Compiled in 2.1s', { size: 14, fill: C.accent, family: "'Courier New', monospace" });
  return out;
};

// ---------- megaphone ----------
const megaA: Scene = ({ s, pal }) => {
  let out = ellipse(300, 300, 260, 260, s.glow(C.accent, 0.12));
  out += path('M150 250L330 160V440L150 350Z', s.ramp('#3a3a45', '#1d1d24'));
  out += path('M330 160L350 150V450L330 440Z', C.accent);
  out += rect(100, 250, 60, 100, pal.secondSoft, 12) + path('M130 350L150 440H186L170 350Z', '#2a2a33');
  out += ellipse(350, 300, 16, 150, shade(C.accent, -0.25));
  for (let i = 0; i < 3; i++)
    out += path(
      `M${390 + i * 36} ${230 - i * 24}Q${430 + i * 44} 300 ${390 + i * 36} ${370 + i * 24}`,
      'none',
      { ...STROKE, stroke: i === 0 ? C.accent : C.muted, 'stroke-width': 6, opacity: 1 - i * 0.3 },
    );
  out += chip(60, 100, 'New campaign live', C.accent, 200) + chip(340, 470, '+42% reach', pal.second, 160);
  return out;
};
const megaB: Scene = ({ pal, r }) => {
  let out = windowCard(30, 60, 540, 460, 'Campaign dashboard');
  [
    ['Reach', '2.4M'],
    ['Leads', '1,284'],
    ['ROAS', '4.1x'],
  ].forEach(([k, v], i) => {
    out +=
      rect(54 + i * 168, 120, 156, 84, C.surface2, 12) +
      text(70 + i * 168, 148, k ?? '', { size: 12, fill: C.muted }) +
      text(70 + i * 168, 184, v ?? '', { size: 26, fill: i === 2 ? C.accent : C.text, weight: 700 });
  });
  for (let i = 0; i < 10; i++) {
    const h = 40 + i * 18 * r.range(0.8, 1.05);
    out += rect(60 + i * 50, 480 - h, 30, h, i > 7 ? C.accent : i % 2 ? '#34343e' : '#2c2c35', 6);
  }
  out += path('M75 420L125 400L175 405L225 370L275 360L325 330L375 310L425 270L475 250L525 210', 'none', {
    ...STROKE,
    stroke: pal.second,
    'stroke-width': 3,
  });
  return out;
};

// ---------- share ----------
function postCard(
  s: Svg,
  x: number,
  y: number,
  w: number,
  pal: Palette,
  title: string,
  accentArt: boolean,
): string {
  const h = w + 110;
  let out =
    rect(x + 10, y + 18, w, h, '#000', 18, { opacity: 0.35 }) + card(x, y, w, h, 16, C.surface, '#30303a');
  out +=
    circle(x + 26, y + 26, 12, accentArt ? C.accent : pal.second) +
    bars(x + 46, y + 20, [90, 50], 5, 6, C.muted);
  out += rect(x, y + 52, w, w, accentArt ? C.accent : s.ramp(pal.secondSoft, pal.secondInk, 60));
  const ft = fitText(title.toUpperCase(), w - 40, 3, 34, 14, 800);
  out += textBlock(x + 20, y + 52 + w - 24 - (ft.lines.length - 1) * ft.size, ft, {
    fill: accentArt ? C.onAccent : C.text,
    weight: 800,
    lineHeight: 1,
  });
  out += path(
    `M${x + 26} ${y + w + 78}c-3-6-12-5-12 2c0 6 8 10 12 14c4-4 12-8 12-14c0-7-9-8-12-2z`,
    C.accent,
  );
  out +=
    circle(x + 64, y + w + 84, 9, 'none', { stroke: C.text, 'stroke-width': 2 }) +
    path(`M${x + 88} ${y + w + 76}l18 6-18 8 4-8z`, 'none', {
      stroke: C.text,
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    });
  return out;
}
const shareA: Scene = ({ s, pal, title }) => {
  let out = group(postCard(s, 40, 60, 280, pal, 'Follow for more', false), {
    transform: 'rotate(-6 180 250)',
  });
  out += postCard(s, 250, 110, 300, pal, title, true);
  out +=
    card(30, 470, 220, 64, 32, C.surface2, '#34343e') +
    circle(62, 502, 18, C.accent) +
    path('M62 509c-2-4-8-3-8 1c0 4 5 6 8 9c3-3 8-5 8-9c0-4-6-5-8-1z', C.onAccent) +
    text(92, 498, '12.4k likes', { size: 14, fill: C.text, weight: 700 }) +
    text(92, 516, 'this week', { size: 12, fill: C.muted });
  return out;
};
const shareB: Scene = ({ s, pal, r, title }) => {
  let out = phone(s, 60, 40, 250, 520, (x, y, w, h) =>
    appScreen(s, x, y, w, h, { title, pal, r, variant: 1 }),
  );
  out +=
    card(330, 120, 240, 170, 16, C.surface2, '#34343e') +
    text(350, 150, 'Followers', { size: 13, fill: C.muted }) +
    text(350, 188, `+${r.int(8, 30)}.${r.int(1, 9)}k`, { size: 30, fill: C.text, weight: 800 });
  out += path('M350 260L390 250L420 256L460 230L500 226L550 200', 'none', {
    ...STROKE,
    stroke: C.accent,
    'stroke-width': 4,
  });
  out += chip(330, 320, 'Reel scheduled', C.accent, 190) + chip(360, 376, 'Story · 9:00 pm', pal.second, 190);
  return out;
};

// ---------- palette ----------
const paletteA: Scene = ({ s, pal }) => {
  let out = ellipse(300, 300, 250, 250, s.glow(pal.second, 0.25));
  out += path(
    'M300 110C430 110 520 190 520 290C520 360 470 380 430 370C390 360 370 390 390 430C410 480 360 500 300 500C170 500 80 410 80 300C80 190 170 110 300 110Z',
    s.ramp('#3a3a45', '#22222a'),
  );
  out += circle(330, 430, 28, C.bg);
  const blobs: Array<[number, number, string]> = [
    [200, 200, C.accent],
    [300, 170, pal.second],
    [400, 210, '#f4f4f5'],
    [160, 300, pal.secondSoft],
    [200, 400, shade(pal.second, -0.3)],
  ];
  for (const [x, y, c] of blobs)
    out += circle(x, y, 34, c) + ellipse(x - 10, y - 12, 10, 6, '#ffffff', { opacity: 0.25 });
  out += group(
    rect(440, 60, 22, 260, '#8a7a66', 8) +
      rect(438, 300, 26, 50, '#a1a1aa', 4) +
      path('M438 350H464L458 400Q451 420 444 400Z', C.accent),
    { transform: 'rotate(30 450 230)' },
  );
  return out;
};
const paletteB: Scene = ({ pal }) => {
  let out = '';
  const cols = [C.accent, pal.second, pal.secondSoft, pal.secondDeep, '#f4f4f5', '#3f3f46'];
  cols.forEach((c, i) => {
    const x = 40 + (i % 3) * 176;
    const y = 60 + Math.floor(i / 3) * 190;
    out +=
      card(x, y, 160, 176, 16, C.surface2, '#34343e') +
      rect(x + 10, y + 10, 140, 110, c, 10) +
      text(x + 14, y + 146, c.toUpperCase(), { size: 13, fill: C.text, weight: 600 }) +
      text(x + 14, y + 164, ['Primary', 'Accent', 'Support', 'Deep', 'Light', 'Neutral'][i] ?? '', {
        size: 11,
        fill: C.muted,
      });
  });
  out +=
    card(40, 450, 512, 110, 16, C.surface, '#30303a') +
    text(64, 530, 'Aa', { size: 72, fill: C.text, weight: 700 }) +
    text(180, 490, 'Inter Bold / Regular', { size: 15, fill: C.text, weight: 600 }) +
    text(180, 516, 'Headings 48 · Body 16', { size: 13, fill: C.muted }) +
    rect(180, 530, 120, 6, C.accent, 3);
  return out;
};

// ---------- layout ----------
const layoutA: Scene = ({ pal }) => {
  let out = windowCard(30, 60, 540, 460, 'Wireframe v2');
  const box = (x: number, y: number, w: number, h: number, cross = true): string =>
    rect(x, y, w, h, 'none', 8, { stroke: '#52525b', 'stroke-width': 2, 'stroke-dasharray': '6 6' }) +
    (cross
      ? path(`M${x} ${y}L${x + w} ${y + h}M${x + w} ${y}L${x} ${y + h}`, 'none', {
          stroke: '#3f3f46',
          'stroke-width': 1.5,
        })
      : '');
  out +=
    rect(54, 120, 60, 12, C.muted, 6) +
    [0, 1, 2].map((i) => rect(400 + i * 50, 122, 40, 8, C.dim, 4)).join('');
  out +=
    box(54, 156, 250, 150, false) +
    bars(70, 180, [200, 160, 180], 14, 12, '#3f3f46') +
    rect(70, 260, 100, 30, C.accent, 15);
  out += box(324, 156, 222, 150);
  for (let i = 0; i < 3; i++) out += box(54 + i * 168, 330, 156, 160, i !== 1);
  out += rect(54 + 168 + 14, 346, 128, 10, C.muted, 5) + bars(236, 372, [110, 90, 100], 8, 10, C.dim);
  // cursor + selection
  out += rect(320, 152, 230, 158, 'none', 8, { stroke: pal.second, 'stroke-width': 2 });
  out += [
    [320, 152],
    [550, 152],
    [320, 310],
    [550, 310],
  ]
    .map(([x, y]) =>
      rect((x ?? 0) - 5, (y ?? 0) - 5, 10, 10, C.bg, 2, { stroke: pal.second, 'stroke-width': 2 }),
    )
    .join('');
  out += path('M470 250l0 44 11-11 9 20 8-4-9-19 16 0z', C.text, { stroke: C.bg, 'stroke-width': 2 });
  return out;
};
const layoutB: Scene = ({ s, pal, r, title }) => {
  let out = card(20, 40, 560, 520, 20, C.surface, '#30303a');
  out +=
    rect(20, 40, 120, 520, C.surface2, 0) +
    bars(36, 76, [70, 60, 80, 50, 66, 58], 8, 18, C.dim) +
    rect(36, 102, 84, 24, 'none', 6, { stroke: C.accent });
  out += rect(140, 40, 440, 520, s.dots(20, '#ffffff', 1, 0.08));
  out += phone(s, 170, 90, 180, 370, (x, y, w, h) => appScreen(s, x, y, w, h, { title, pal, r, variant: 0 }));
  out += phone(s, 370, 130, 180, 370, (x, y, w, h) =>
    appScreen(s, x, y, w, h, { title, pal, r, variant: 1 }),
  );
  out +=
    text(170, 80, 'Home', { size: 12, fill: C.muted }) +
    text(370, 120, 'Explore', { size: 12, fill: C.muted });
  out +=
    path('M350 260C362 260 362 300 370 300', 'none', {
      ...STROKE,
      stroke: C.accent,
      'stroke-width': 2.5,
      'stroke-dasharray': '4 6',
    }) + circle(370, 300, 5, C.accent);
  out +=
    card(200, 490, 230, 50, 25, C.surface2, '#34343e') +
    circle(226, 515, 10, pal.second) +
    circle(246, 515, 10, C.accent) +
    circle(266, 515, 10, '#f4f4f5') +
    text(290, 520, '3 designers', { size: 13, fill: C.text, weight: 600 });
  return out;
};

// ---------- search ----------
const searchA: Scene = ({ pal }) => {
  let out = card(30, 70, 540, 70, 35, C.surface2, '#3a3a44');
  out +=
    circle(76, 105, 13, 'none', { stroke: C.accent, 'stroke-width': 4 }) +
    path('M86 115l10 10', 'none', { stroke: C.accent, 'stroke-width': 4, 'stroke-linecap': 'round' });
  out +=
    text(110, 112, 'web design agency lahore', { size: 18, fill: C.text }) + rect(345, 96, 2, 20, C.accent);
  for (let i = 0; i < 4; i++) {
    const y = 170 + i * 96;
    const top = i === 0;
    out += card(30, y, 540, 82, 16, top ? C.surface : C.surface, top ? C.accent : '#2c2c35');
    out +=
      circle(70, y + 41, 20, top ? C.accent : C.raised) +
      text(70, y + 47, String(i + 1), {
        size: 16,
        fill: top ? C.onAccent : C.muted,
        weight: 800,
        anchor: 'middle',
      });
    out +=
      rect(106, y + 22, top ? 180 : 140 + i * 20, 11, top ? pal.second : '#52525b', 5.5) +
      bars(106, y + 44, [360, 260], 7, 8, C.dim);
    if (top) out += pill(470, y + 26, 80, 30, '▲ 12', C.accent, C.onAccent, 13, 700);
  }
  return out;
};
const searchB: Scene = ({ s, r }) => {
  let out = windowCard(20, 80, 520, 380, 'Organic traffic');
  const pts: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const x = 50 + i * 46;
    const y = 420 - (i * i * 2.4 + i * 6) * r.range(0.92, 1.05);
    pts.push(`${x} ${Math.round(y)}`);
  }
  out += path(
    `M${pts.join('L')}L510 440L50 440Z`,
    s.lin(
      [
        [0, C.accent, 0.35],
        [1, C.accent, 0],
      ],
      90,
    ),
  );
  out += path(`M${pts.join('L')}`, 'none', { ...STROKE, stroke: C.accent, 'stroke-width': 4 });
  out += [160, 240, 320, 400].map((y) => path(`M50 ${y}h460`, 'none', { stroke: '#26262e' })).join('');
  out +=
    text(50, 150, '+318%', { size: 40, fill: C.text, weight: 800 }) +
    text(54, 172, 'sessions year on year', { size: 13, fill: C.muted });
  out +=
    circle(460, 480, 70, C.surface2, { stroke: C.text, 'stroke-width': 12 }) +
    circle(460, 480, 70, s.glow(C.accent, 0.25)) +
    path('M510 530l50 50', 'none', { stroke: C.text, 'stroke-width': 18, 'stroke-linecap': 'round' });
  return out;
};

// ---------- film ----------
const filmA: Scene = ({ s, pal }) => {
  let out = card(20, 50, 560, 330, 18, C.surface, '#30303a');
  out += rect(36, 66, 528, 270, s.ramp(pal.secondSoft, pal.secondInk, 60), 10);
  out +=
    circle(300, 200, 70, s.glow(C.accent, 0.4)) +
    circle(300, 200, 42, C.accent) +
    path('M288 180L318 200L288 220Z', C.onAccent);
  out +=
    rect(36, 350, 528, 5, '#3f3f46', 2.5) +
    rect(36, 350, 210, 5, C.accent, 2.5) +
    circle(246, 352, 8, C.text);
  // timeline tracks
  out += card(20, 400, 560, 160, 18, C.surface2, '#30303a');
  const tracks: Array<Array<[number, number, string]>> = [
    [
      [40, 150, pal.second],
      [196, 120, pal.secondSoft],
      [322, 230, pal.second],
    ],
    [
      [40, 260, '#3f3f46'],
      [306, 246, '#52525b'],
    ],
    [[40, 520, C.accent]],
  ];
  tracks.forEach((t, i) =>
    t.forEach(([x, w, c]) => (out += rect(x, 420 + i * 44, w, 32, c, 6, { opacity: i === 2 ? 0.35 : 1 }))),
  );
  let wave = '';
  for (let i = 0; i < 64; i++) {
    const hh = 4 + Math.abs(Math.sin(i * 0.7) * Math.cos(i * 0.23)) * 12;
    wave += `M${48 + i * 8} ${524 - hh}v${hh * 2}`;
  }
  out += path(wave, 'none', { stroke: C.accent, 'stroke-width': 3, 'stroke-linecap': 'round' });
  out += rect(248, 408, 2, 146, C.text);
  return out;
};
const filmB: Scene = ({ s, pal }) => {
  let out = ellipse(300, 320, 260, 260, s.glow(pal.second, 0.25));
  // clapperboard
  out += rect(120, 250, 360, 260, '#1d1d24', 14, { stroke: '#3a3a44', 'stroke-width': 2 });
  out += group(
    rect(120, 170, 360, 60, '#2a2a33', 8) +
      [0, 1, 2, 3, 4]
        .map((i) => path(`M${150 + i * 72} 170l36 0l-30 60l-36 0z`, i % 2 ? C.text : C.accent))
        .join(''),
    { transform: 'rotate(-12 120 230)' },
  );
  out +=
    rect(120, 238, 360, 40, '#2a2a33') +
    [0, 1, 2, 3, 4]
      .map((i) => path(`M${140 + i * 72} 238l36 0l-30 40l-36 0z`, i % 2 ? C.text : C.accent))
      .join('');
  out +=
    text(150, 340, 'SCENE', { size: 14, fill: C.muted, ls: 2 }) +
    text(150, 390, '04', { size: 44, fill: C.text, weight: 800 }) +
    text(330, 340, 'TAKE', { size: 14, fill: C.muted, ls: 2 }) +
    text(330, 390, '12', { size: 44, fill: C.text, weight: 800 });
  out += path('M140 420h320', 'none', { stroke: '#3a3a44' }) + bars(150, 444, [220, 160], 10, 12, C.dim);
  out += chip(330, 80, 'Rec 00:42', '#ef4444', 150) + chip(60, 530, '4K · 60 fps', C.accent, 150);
  return out;
};

// ---------- pen ----------
const penA: Scene = ({ pal, title }) => {
  let out = rect(120, 60, 360, 480, '#000', 16, { opacity: 0.35, transform: 'rotate(-4 300 300)' });
  out += card(100, 40, 360, 480, 16, '#f4f4f5', '#f4f4f5');
  const ft = fitText(title, 300, 2, 30, 16, 800);
  out += textBlock(130, 100, ft, { fill: C.onAccent, weight: 800 });
  const y0 = 100 + ft.lines.length * ft.size * 1.12 + 8;
  out += rect(130, y0, 60, 6, C.accent, 3);
  out += bars(130, y0 + 30, [300, 280, 296, 240], 8, 12, '#a1a1aa');
  out += rect(130, y0 + 114, 300, 90, pal.second, 10, { opacity: 0.35 });
  out += bars(130, y0 + 226, [290, 300, 200], 8, 12, '#a1a1aa');
  out += group(
    rect(420, 180, 26, 300, '#1d1d24', 10) +
      rect(420, 180, 26, 60, C.accent, 8) +
      path('M420 480H446L433 524Z', '#a1a1aa') +
      path('M430 510H436L433 524Z', C.onAccent),
    { transform: 'rotate(28 433 350)' },
  );
  return out;
};
const penB: Scene = ({ pal, r }) => {
  let out = windowCard(30, 60, 540, 460, 'Draft · Blog post');
  out += ['B', 'I', 'U', 'H1', 'H2', '“”']
    .map(
      (l, i) =>
        rect(54 + i * 44, 116, 36, 30, i === 3 ? C.accent : C.surface2, 8) +
        text(72 + i * 44, 136, l, {
          size: 13,
          fill: i === 3 ? C.onAccent : C.text,
          weight: 700,
          anchor: 'middle',
        }),
    )
    .join('');
  out += rect(54, 176, 320, 16, C.text, 8) + bars(54, 214, [480, 460, 470, 300], 8, 14, '#52525b');
  out += rect(54, 304, 4, 60, C.accent) + bars(70, 312, [360, 300], 9, 14, pal.second);
  out += bars(54, 390, [470, 440, 200], 8, 14, '#52525b') + rect(260, 442, 2, 18, C.accent);
  out +=
    card(380, 440, 170, 60, 14, C.surface2, '#34343e') +
    text(396, 464, 'Readability', { size: 12, fill: C.muted }) +
    text(396, 488, `${r.int(88, 98)} / 100`, { size: 16, fill: C.accent, weight: 700 });
  return out;
};

// ---------- badge ----------
function mark(x: number, y: number, size: number, mono: string, fg: string, bg: string): string {
  return (
    circle(x + size / 2, y + size / 2, size / 2, fg) +
    path(
      `M${x + size / 2} ${y}A${size / 2} ${size / 2} 0 0 1 ${x + size} ${y + size / 2}H${x + size / 2}Z`,
      bg,
      { opacity: 0.18 },
    ) +
    text(x + size / 2, y + size / 2 + size * 0.15, mono, {
      size: size * 0.42,
      fill: bg,
      weight: 800,
      anchor: 'middle',
    })
  );
}
const badgeA: Scene = ({ pal, title }) => {
  const mono = initials(title, 2);
  let out = group(
    rect(70, 120, 360, 210, pal.secondSoft, 14) +
      mark(100, 150, 60, mono, C.text, pal.secondSoft) +
      bars(100, 270, [160, 110], 8, 10, C.text, 0.6),
    { transform: 'rotate(-8 250 225)' },
  );
  out +=
    rect(200, 250, 360, 210, '#000', 14, { opacity: 0.4 }) +
    rect(180, 230, 360, 210, C.bg, 14, { stroke: '#34343e' });
  out +=
    mark(220, 270, 70, mono, C.accent, C.onAccent) +
    text(310, 300, 'Ravi Digital', { size: 20, fill: C.text, weight: 700 }) +
    text(310, 322, 'Brand studio', { size: 13, fill: C.muted });
  out += bars(220, 384, [200, 150], 7, 10, C.dim);
  out += chip(60, 470, 'Logo approved', C.accent, 180);
  return out;
};
const badgeB: Scene = ({ s, pal, title }) => {
  const mono = initials(title, 2);
  let out =
    card(30, 40, 540, 300, 20, C.surface, '#30303a') +
    rect(30, 40, 540, 300, s.dots(18, '#ffffff', 1, 0.06), 20);
  out += mark(230, 90, 140, mono, C.accent, C.onAccent);
  out += text(300, 280, 'PRIMARY MARK', { size: 13, fill: C.muted, anchor: 'middle', ls: 3 });
  const cols = [C.accent, pal.second, pal.secondSoft, '#f4f4f5'];
  cols.forEach(
    (c, i) =>
      (out +=
        rect(30 + i * 140, 360, 120, 120, c, 14) +
        text(44 + i * 140, 504, c.toUpperCase(), { size: 12, fill: C.muted })),
  );
  out += pill(30, 530, 150, 36, 'Guidelines v1', C.surface2, C.text, 13);
  return out;
};

const SCENES: Record<ServiceIcon, readonly [Scene, Scene]> = {
  code: [codeA, codeB],
  megaphone: [megaA, megaB],
  share: [shareA, shareB],
  palette: [paletteA, paletteB],
  layout: [layoutA, layoutB],
  search: [searchA, searchB],
  film: [filmA, filmB],
  pen: [penA, penB],
  badge: [badgeA, badgeB],
};

export interface ServiceArt {
  slug: string;
  icon: ServiceIcon;
  title: string;
  features: readonly [readonly string[], readonly string[]];
}

/** variant 0 = page header (wide), 1 / 2 = portrait details. */
export function renderService(
  svc: ServiceArt,
  variant: 0 | 1 | 2,
  width: number,
  height: number,
  label: string,
): string {
  const s = new Svg(width, height, label);
  const pal = palette(svc.slug.toLowerCase());
  const r = rng(`${svc.slug.toLowerCase()}:${variant}`);
  const [a, b] = SCENES[svc.icon];
  const ctx: SceneCtx = { s, pal, r, title: svc.title };
  let body = backdrop(s, pal, r, { secondGlow: 0.2, accentGlow: 0.07 });
  if (variant === 0) {
    // two scenes side by side, scaled to the canvas
    const k = Math.min(width / 1200, height / 800);
    body += group(
      group(a(ctx), { transform: translate(70, 100) }) +
        group(b(ctx), { transform: translate(700, 170, 0.76) }),
      { transform: k === 1 ? undefined : translate(0, 0, k) },
    );
  } else {
    const scene = variant === 1 ? a : b;
    const k = width / 800;
    const panel = rect(
      40 * k,
      60 * k,
      width - 80 * k,
      height - 120 * k,
      s.lin(
        [
          [0, pal.secondInk],
          [1, C.bg, 0],
        ],
        90,
      ),
      28 * k,
      { stroke: '#202028' },
    );
    const sc = (width - 80 * k) / 600;
    body += panel + group(scene(ctx), { transform: translate(40 * k, height / 2 - 300 * sc + 10 * k, sc) });
    const head = group(
      circle(88, 124, 7, C.accent) +
        text(106, 130, `0${variant}`, { size: 15, fill: C.muted, weight: 600 }) +
        path('M136 125h28', 'none', { stroke: '#3f3f46', 'stroke-width': 2 }) +
        text(176, 130, svc.title, { size: 17, fill: C.text, weight: 600 }),
      { transform: k === 1 ? undefined : translate(0, 0, k) },
    );
    let x = 80;
    let tags = '';
    for (const f of (svc.features[variant - 1] ?? []).slice(0, 3)) {
      const label = f.length > 26 ? `${f.slice(0, 25).trimEnd()}…` : f;
      const w = 34 + label.length * 7.4;
      if (x + w > 720) break;
      tags += chip(x, 850, label, tags ? pal.second : C.accent, w);
      x += w + 12;
    }
    body += head + group(tags, { transform: k === 1 ? undefined : translate(0, 0, k) });
  }
  return s.render(body);
}
