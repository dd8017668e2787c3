/** Fixed site visuals (home hero, about page, Open Graph pattern). */
import type { ImageAsset } from '../../src/content/types';
import { visuals } from '../../src/content/visuals';
import { appScreen, browser, phone, webPage } from './devices';
import { figure, type Portrait } from './portraits';
import {
  C,
  Svg,
  bars,
  card,
  circle,
  ellipse,
  group,
  palette,
  path,
  pill,
  rect,
  rng,
  shade,
  text,
  translate,
  areaChart,
  veil,
} from './svg';

export interface SiteVisual extends ImageAsset {
  render: () => string;
}

const BRAND = 'ravi-digital';

function hero(): string {
  const s = new Svg(
    1200,
    1000,
    'Abstract composition of layered interface cards, a rising growth chart and orbit lines',
  );
  const pal = palette(BRAND);
  const r = rng('site:hero');
  let out = rect(0, 0, 1200, 1000, C.bg) + rect(0, 0, 1200, 1000, s.dots(28, '#ffffff', 1.1, 0.07));
  out +=
    ellipse(760, 460, 560, 480, s.glow(C.accent, 0.16)) +
    ellipse(240, 160, 420, 360, s.glow(pal.second, 0.22));
  // orbits
  const orbits = [520, 400, 280];
  out += group(
    orbits
      .map((rx, i) =>
        ellipse(600, 500, rx, rx * 0.46, 'none', {
          stroke: '#ffffff',
          'stroke-opacity': i === 1 ? 0.16 : 0.1,
          'stroke-width': 1.5,
          'stroke-dasharray': i === 1 ? '6 10' : undefined,
        }),
      )
      .join('') +
      circle(1120, 500, 9, C.accent) +
      circle(600 - 400, 500 + 0, 6, C.text) +
      circle(600 + 120, 500 + 0.46 * 253, 5, pal.second),
    { transform: 'rotate(-14 600 500)' },
  );
  // main browser card
  const b = browser(s, 150, 250, 640, 440, 'ravidigital.pk');
  out +=
    b.svg +
    webPage(s, b.cx, b.cy, b.cw, b.ch, {
      title: 'Grow your brand online',
      pal,
      r,
      variant: 0,
      brand: 'Ravi',
    });
  // analytics card
  const ax = 700;
  const ay = 120;
  out +=
    rect(ax + 10, ay + 18, 380, 250, '#000', 20, { opacity: 0.4 }) +
    card(ax, ay, 380, 250, 20, C.surface2, '#34343e');
  out +=
    text(ax + 24, ay + 40, 'Organic growth', { size: 15, fill: C.muted }) +
    text(ax + 24, ay + 90, '+248%', { size: 44, fill: C.text, weight: 800 });
  out += pill(ax + 270, ay + 24, 86, 28, '12 mo', C.raised, C.muted, 12, 500);
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= 8; i++)
    pts.push([ax + 24 + i * 41, ay + 226 - (i * i * 1.5 + i * 4) * r.range(0.9, 1.05) - 6]);
  out += areaChart(s, pts, [ax + 352, ay + 232], [ax + 24, ay + 232], 0.35);
  const last = pts[pts.length - 1] ?? [0, 0];
  out += circle(last[0], last[1], 12, C.accent, { opacity: 0.25 }) + circle(last[0], last[1], 6, C.accent);
  // phone
  out += phone(s, 880, 470, 210, 430, (x, y, w, h) =>
    appScreen(s, x, y, w, h, { title: 'Campaigns', pal, r, variant: 0 }),
  );
  // chips
  out +=
    card(90, 730, 280, 92, 18, C.surface2, '#34343e') +
    circle(134, 776, 22, C.accent) +
    path('M124 778l7 7 14-15', 'none', {
      stroke: C.onAccent,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    text(170, 770, 'Leads this month', { size: 14, fill: C.muted }) +
    text(170, 800, '1,284', { size: 24, fill: C.text, weight: 800 });
  out +=
    card(500, 760, 250, 64, 32, C.surface2, '#34343e') +
    [0, 1, 2]
      .map((i) =>
        circle(536 + i * 24, 792, 16, [pal.second, C.accent, '#e4e4e7'][i] ?? C.text, {
          stroke: C.surface2,
          'stroke-width': 3,
        }),
      )
      .join('') +
    text(610, 798, '120+ clients', { size: 15, fill: C.text, weight: 700 });
  out += path('M760 640l0 40 10-10 9 19 7-3-8-18 14 0z', C.text, { stroke: C.bg, 'stroke-width': 2 });
  return s.render(out);
}

function plant(x: number, y: number, scale: number, pal: string): string {
  let leaves = '';
  const angles = [-60, -35, -12, 10, 32, 56, -80, 78];
  angles.forEach((a, i) => {
    const len = 90 + (i % 3) * 22;
    leaves += ellipse(0, -len / 2, 16, len / 2, i % 2 ? '#3f6b45' : '#4d7d52', { transform: `rotate(${a})` });
  });
  return group(leaves + path('M-40 0h80l-10 70h-60z', pal) + rect(-44, -8, 88, 14, shade(pal, 0.15), 4), {
    transform: translate(x, y, scale),
  });
}

function about(): string {
  const s = new Svg(
    1000,
    1200,
    'Illustrated studio desk with a monitor showing a website design, a laptop, a lamp, a plant and a cup of chai',
  );
  const pal = palette(BRAND);
  const r = rng('site:about');
  let out = rect(0, 0, 1000, 1200, s.ramp('#15151b', C.bg));
  out += rect(0, 0, 1000, 860, s.dots(26, '#ffffff', 1, 0.05));
  // window with evening sky
  out +=
    rect(80, 90, 300, 360, '#1d1d24', 14) +
    rect(96, 106, 268, 328, s.ramp(pal.secondSoft, shade(C.accent, -0.55)), 6);
  out +=
    circle(290, 330, 38, C.accent, { opacity: 0.85 }) +
    path('M96 434V380L150 350L200 372L250 330L310 360L364 340V434Z', '#1a1a21', { opacity: 0.9 });
  out += rect(226, 106, 8, 328, '#1d1d24') + rect(96, 266, 268, 8, '#1d1d24');
  // shelf with books
  out += rect(560, 340, 340, 14, '#2a2a33', 4);
  const books = [
    [580, 90, pal.second],
    [604, 110, '#3f3f46'],
    [626, 96, C.accent],
    [648, 118, '#52525b'],
    [672, 84, pal.secondSoft],
  ] as const;
  for (const [x, h, c] of books) out += rect(x, 340 - h, 20, h, c, 3);
  out +=
    rect(700, 250, 90, 90, '#26262e', 4) +
    circle(745, 295, 24, 'none', { stroke: '#71717a', 'stroke-width': 4 });
  out += plant(850, 340, 0.55, '#52525b');
  // framed poster
  out +=
    rect(600, 90, 150, 130, '#0f0f13', 6, { stroke: '#3a3a44', 'stroke-width': 6 }) +
    circle(650, 145, 26, C.accent) +
    rect(665, 140, 60, 60, pal.second, 4, { opacity: 0.7 });
  // lamp glow
  out += ellipse(250, 780, 320, 260, s.glow(C.accent, 0.16));
  // desk
  out +=
    rect(40, 860, 920, 28, '#2c2c35', 6) +
    rect(40, 860, 920, 6, '#3a3a44', 3) +
    rect(80, 888, 28, 300, '#1d1d24') +
    rect(892, 888, 28, 300, '#1d1d24');
  // monitor
  out += rect(470, 760, 60, 90, '#26262e') + path('M420 850h160l10 10H410z', '#34343e');
  out += rect(270, 470, 460, 300, '#1d1d24', 14, { stroke: '#3a3a44', 'stroke-width': 2 });
  out +=
    rect(282, 482, 436, 276, C.surface, 6) +
    webPage(s, 282, 482, 436, 276, { title: 'Ravi Digital', pal, r, variant: 0, brand: 'Ravi' });
  // laptop (side)
  // lamp (behind the laptop)
  out +=
    path('M60 860h90v-12h-90z', '#3f3f46') +
    path('M105 850L80 600L200 540', 'none', {
      stroke: '#52525b',
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    path('M180 520L250 560L236 590L168 556Z', '#3f3f46') +
    circle(80, 600, 9, '#71717a') +
    ellipse(220, 590, 22, 8, C.accent, { opacity: 0.8 });
  // laptop (front view)
  out +=
    rect(110, 740, 200, 118, '#1d1d24', 8, { stroke: '#3a3a44', 'stroke-width': 2 }) +
    rect(118, 748, 184, 102, C.surface, 4) +
    bars(130, 762, [80, 120, 100], 7, 8, '#3f3f46') +
    rect(130, 812, 60, 20, C.accent, 10) +
    path('M96 858H324L334 868H86Z', '#3f3f46');
  // keyboard + mouse
  out += rect(380, 866, 240, 16, '#34343e', 5) + ellipse(680, 872, 18, 10, '#3f3f46');
  // chai cup with steam
  out +=
    path('M770 800h70v46a16 16 0 0 1-16 16h-38a16 16 0 0 1-16-16z', '#e4e4e7') +
    path('M840 814a14 14 0 0 1 0 28', 'none', { stroke: '#e4e4e7', 'stroke-width': 7 }) +
    rect(770, 812, 70, 10, C.accent);
  out += path('M790 780c-10-14 10-20 0-36M815 782c-10-14 10-20 0-36', 'none', {
    stroke: '#71717a',
    'stroke-width': 3,
    'stroke-linecap': 'round',
    opacity: 0.6,
  });
  // sticky notes
  out +=
    rect(760, 520, 90, 90, C.accent, 4, { transform: 'rotate(6 805 565)' }) +
    rect(860, 560, 80, 80, pal.second, 4, { transform: 'rotate(-5 900 600)' }) +
    bars(776, 548, [50, 40], 6, 10, C.onAccent, 0.5);
  // plant on desk
  out += plant(900, 790, 0.7, pal.secondSoft);
  // floor + chair back
  out += rect(0, 1188, 1000, 12, '#16161c');
  out += path('M380 1200V1010Q380 950 440 950H560Q620 950 620 1010V1200Z', '#1d1d24', {
    stroke: '#2c2c35',
    'stroke-width': 2,
  });
  return s.render(out);
}

function about2(): string {
  const s = new Svg(
    800,
    800,
    'Illustration of the Ravi Digital team collaborating on a video call with chat messages and a task board',
  );
  const pal = palette(BRAND);
  let out = rect(0, 0, 800, 800, C.bg) + rect(0, 0, 800, 800, s.dots(24, '#ffffff', 1, 0.07));
  out +=
    ellipse(400, 420, 380, 340, s.glow(pal.second, 0.2)) + ellipse(560, 600, 260, 220, s.glow(C.accent, 0.1));
  out +=
    rect(70, 78, 520, 420, '#000', 22, { opacity: 0.4 }) + card(60, 60, 520, 420, 22, C.surface, '#30303a');
  const people: Array<Portrait & { seed: string }> = [
    { hair: 'bob', beard: false, seed: 'team-a' },
    { hair: 'wavy', beard: false, seed: 'team-b' },
    { hair: 'hijab', beard: false, seed: 'team-c' },
    { hair: 'crop', beard: false, seed: 'team-d' },
  ];
  people.forEach((p, i) => {
    const x = 80 + (i % 2) * 244;
    const y = 80 + Math.floor(i / 2) * 184;
    const clip = s.clip(`tile${i}`, rect(x, y, 236, 172, '#000', 14));
    const ps = palette(p.seed);
    out += group(
      rect(x, y, 236, 172, s.ramp(ps.secondDeep, C.surface2)) +
        group(figure({ hair: p.hair, beard: p.beard, r: rng(`${p.seed}:fig`) }), {
          transform: translate(x + 38, y + 12, 0.5),
        }),
      { 'clip-path': clip },
    );
    if (i === 0) out += rect(x, y, 236, 172, 'none', 14, { stroke: C.accent, 'stroke-width': 3 });
    out += pill(
      x + 10,
      y + 138,
      70,
      24,
      ['Ayesha', 'Bilal', 'Hira', 'Usman'][i] ?? '',
      '#000000',
      C.text,
      11,
      600,
    );
  });
  out += [0, 1, 2, 3].map((i) => circle(240 + i * 54, 456, 16, i === 3 ? '#ef4444' : C.raised)).join('');
  // chat bubbles
  out +=
    card(470, 420, 280, 74, 20, C.surface2, '#34343e') +
    circle(500, 446, 14, C.accent) +
    bars(524, 438, [170, 120], 7, 10, C.muted);
  out += card(520, 512, 230, 60, 20, C.accent, C.accent) + bars(544, 532, [160, 110], 7, 9, C.onAccent, 0.55);
  // task board
  out +=
    card(60, 520, 420, 220, 22, C.surface, '#30303a') +
    text(84, 556, 'Sprint board', { size: 15, fill: C.text, weight: 700 });
  ['To do', 'Doing', 'Done'].forEach((col, i) => {
    const x = 84 + i * 130;
    out += text(x, 586, col, { size: 11, fill: C.muted });
    for (let j = 0; j < 2 + (i === 1 ? 1 : 0); j++)
      out +=
        rect(x, 600 + j * 40, 116, 32, i === 2 ? '#2c2c35' : C.surface2, 8) +
        rect(x + 10, 612 + j * 40, 60 - j * 10, 8, i === 1 && j === 0 ? C.accent : '#52525b', 4);
  });
  out +=
    card(510, 600, 230, 140, 22, C.surface2, '#34343e') +
    text(532, 636, 'Projects shipped', { size: 13, fill: C.muted }) +
    text(532, 684, '250+', { size: 40, fill: C.text, weight: 800 }) +
    rect(532, 704, 186, 8, '#2c2c35', 4) +
    rect(532, 704, 150, 8, C.accent, 4);
  return s.render(out);
}

function ogPattern(): string {
  const s = new Svg(1200, 630, 'Ravi Digital pattern of dots, lime arcs and grid lines');
  const pal = palette(BRAND);
  let out = rect(0, 0, 1200, 630, C.bg) + rect(0, 0, 1200, 630, s.dots(22, '#ffffff', 1.1, 0.09));
  let grid = '';
  for (let x = 0; x <= 1200; x += 110) grid += `M${x} 0V630`;
  for (let y = 0; y <= 630; y += 110) grid += `M0 ${y}H1200`;
  out += path(grid, 'none', { stroke: '#ffffff', 'stroke-opacity': 0.04 });
  out +=
    ellipse(1100, 560, 520, 420, s.glow(C.accent, 0.18)) +
    ellipse(80, 40, 420, 320, s.glow(pal.second, 0.25));
  out += [120, 200, 280, 360, 440]
    .map((r, i) =>
      circle(1120, 600, r, 'none', {
        stroke: i === 1 ? C.accent : '#ffffff',
        'stroke-opacity': i === 1 ? 0.8 : 0.1,
        'stroke-width': i === 1 ? 3 : 1.5,
      }),
    )
    .join('');
  out += circle(150, 560, 60, 'none', { stroke: pal.second, 'stroke-width': 2, 'stroke-opacity': 0.5 });
  out += veil(s, 0.75, 0.38, 0.5, 0.55);
  out += [
    [880, 110, 28],
    [990, 240, 14],
    [770, 520, 18],
  ]
    .map(([x, y, w]) => rect(x ?? 0, y ?? 0, w ?? 0, w ?? 0, C.accent, 4))
    .join('');
  return s.render(out);
}

export const siteVisuals: readonly SiteVisual[] = [
  { ...visuals.hero, render: hero },
  { ...visuals.about, render: about },
  { ...visuals.team, render: about2 },
  { ...visuals.ogPattern, render: ogPattern },
];
