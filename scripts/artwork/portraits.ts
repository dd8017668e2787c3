/**
 * Flat illustrated portraits for team members and testimonials: the hair and beard are the
 * content's (its `portrait` field), every other choice is seeded by the slug.
 */
import type { PortraitHair } from '../../src/content/schema/model';
import { C, Svg, circle, ellipse, group, palette, path, rect, rng, shade, translate, type Rng } from './svg';

const SKIN = ['#f0c8a4', '#e3b08a', '#d69f78', '#c98e66', '#b87b55', '#a56b48', '#8d5a3b'] as const;
const HAIR = ['#17110f', '#21160f', '#2b1d15', '#120d0b', '#3a281c', '#1d1714'] as const;
const CLOTH = [
  '#2b2d38',
  '#25324a',
  '#3b4331',
  '#4a2d34',
  '#8a7a66',
  '#d8d4cc',
  '#334a4a',
  '#3d3350',
] as const;
const SCARF = ['#6d4d58', '#4b5b56', '#3b4560', '#8a7464', '#5b4a6b', '#2f3a40', '#a08a78'] as const;

/** What a drawn portrait shows, as the content states it. */
export interface Portrait {
  hair: PortraitHair;
  beard: boolean;
}

/** Styles drawn with short hair; the others get a touch of colour on the cheeks. */
const SHORT_HAIR: ReadonlySet<PortraitHair> = new Set(['crop', 'side', 'buzz', 'wavy']);

export interface FigureOpts extends Portrait {
  r: Rng;
}

/**
 * A head-and-shoulders figure in a 320×320 box (head centre ≈ 160,140; shoulders to the bottom).
 * Flat colours only, so it can be reused inside other compositions.
 */
export function figure({ hair: style, beard, r }: FigureOpts): string {
  const skin = r.pick(SKIN);
  const skinShade = shade(skin, -0.14);
  const hair = r.pick(HAIR);
  const cloth = r.pick(CLOTH);
  const lightCloth = cloth === '#d8d4cc' || cloth === '#8a7a66';
  // The seed once also chose the hair style (two draws) and, for short hair, the beard (one
  // more). The content states both now; the draws stay so every choice after them keeps its value.
  r.next();
  r.next();
  if (SHORT_HAIR.has(style)) r.next();
  const glasses = r.chance(0.2);
  const scarf = r.pick(SCARF);
  const top = r.pick(['collar', 'crew', 'blazer', 'kurta'] as const);
  const out: string[] = [];

  // hair / scarf behind the body line
  if (style === 'long')
    out.push(path('M104 140C96 84 128 70 160 70S224 84 216 140L224 236C206 252 114 252 96 236Z', hair));
  if (style === 'dupatta')
    out.push(
      path(
        'M92 150C88 82 124 56 160 56S232 82 228 150C232 200 246 224 262 250L58 250C74 224 88 200 92 150Z',
        scarf,
      ),
    );

  // body
  out.push(path('M36 320C36 256 84 228 160 224C236 228 284 256 284 320Z', cloth));
  if (top === 'blazer') {
    out.push(path('M132 226L160 300L188 226C176 232 144 232 132 226Z', lightCloth ? '#2b2d38' : '#e9e6df'));
    out.push(path('M118 230L160 318L136 320L106 238ZM202 230L160 318L184 320L214 238Z', shade(cloth, -0.22)));
  } else if (top === 'collar') {
    out.push(
      path(
        'M136 224L160 256L148 268L128 236ZM184 224L160 256L172 268L192 236Z',
        lightCloth ? '#f4f4f5' : shade(cloth, 0.2),
      ),
    );
  } else if (top === 'kurta') {
    out.push(rect(157, 246, 6, 56, shade(cloth, -0.2), 3));
    out.push(circle(160, 262, 2.5, shade(cloth, 0.35)) + circle(160, 280, 2.5, shade(cloth, 0.35)));
  }

  // neck
  out.push(rect(140, 176, 40, 58, skinShade, 14));
  out.push(
    path(
      top === 'crew' || top === 'kurta' ? 'M136 228Q160 252 184 228Z' : 'M140 226L160 252L180 226Z',
      skinShade,
    ),
  );
  if (top === 'crew')
    out.push(path('M132 226Q160 256 188 226', 'none', { stroke: shade(cloth, -0.25), 'stroke-width': 5 }));

  if (style === 'hijab') {
    out.push(
      path(
        'M98 150C94 86 128 62 160 62S226 86 222 150C224 188 236 212 252 236C220 262 100 262 68 236C84 212 96 188 98 150Z',
        scarf,
      ),
    );
    out.push(path('M118 206C136 232 184 232 202 206L206 232C180 252 140 252 114 232Z', shade(scarf, -0.18)));
  }
  // ears
  if (style !== 'hijab') out.push(ellipse(114, 146, 8, 13, skinShade) + ellipse(206, 146, 8, 13, skinShade));
  // head
  out.push(ellipse(160, 140, 46, 56, skin));
  // hair front
  if (style === 'long' || style === 'dupatta')
    out.push(
      path(
        'M113 146C106 92 134 78 162 80C192 82 214 100 207 146C200 118 186 100 164 96C158 110 134 120 113 146Z',
        hair,
      ),
    );
  if (style === 'bob') {
    out.push(
      path(
        'M106 150C96 88 128 72 160 72S226 88 214 150L218 196C206 200 200 196 198 186L204 132C186 110 150 104 122 128L122 186C120 196 114 200 102 196Z',
        hair,
      ),
    );
  }
  if (style === 'bun') {
    out.push(circle(160, 76, 22, hair));
    out.push(
      path(
        'M112 142C106 96 132 82 160 82C190 82 214 98 208 142C200 114 184 104 160 104C138 104 120 114 112 142Z',
        hair,
      ),
    );
  }
  if (style === 'hijab')
    out.push(
      path('M112 132C116 98 136 84 160 84S204 98 208 132C196 112 180 104 160 104S124 112 112 132Z', scarf),
    );
  if (style === 'dupatta')
    out.push(
      path('M100 120C108 76 136 62 160 62S212 76 220 120C206 92 186 82 160 82S114 92 100 120Z', scarf),
    );
  if (style === 'crop')
    out.push(
      path(
        'M113 140C108 94 134 80 162 81C192 82 212 98 207 140C204 122 198 110 186 105C166 114 136 112 119 118C116 124 114 132 113 140Z',
        hair,
      ),
    );
  if (style === 'side')
    out.push(
      path(
        'M111 140C102 86 140 66 170 72C202 78 216 102 208 140C204 118 196 106 182 100C160 110 132 106 117 122C114 128 112 134 111 140Z',
        hair,
      ) +
        path('M138 86Q150 92 156 108', 'none', {
          stroke: shade(hair, 0.25),
          'stroke-width': 2,
          opacity: 0.6,
        }),
    );
  if (style === 'buzz')
    out.push(
      path(
        'M113 138C110 96 134 82 160 82S210 96 207 138C202 118 192 108 178 104C166 110 150 110 140 106C128 110 118 122 113 138Z',
        hair,
        { opacity: 0.88 },
      ),
    );
  if (style === 'wavy')
    out.push(
      path(
        'M112 140C104 100 120 80 140 80C146 70 166 68 176 76C196 74 214 96 208 140C202 120 192 108 178 106C170 114 150 112 140 108C128 114 118 124 112 140Z',
        hair,
      ) +
        circle(132, 86, 12, hair) +
        circle(154, 78, 13, hair) +
        circle(178, 80, 13, hair) +
        circle(198, 94, 11, hair),
    );

  // beard
  if (beard) {
    out.push(
      path(
        'M114 148C114 196 138 206 160 206S206 196 206 148C202 170 194 180 180 184C170 178 150 178 140 184C126 180 118 170 114 148Z',
        hair,
        { opacity: 0.92 },
      ),
    );
    out.push(path('M146 168Q160 162 174 168Q160 172 146 168Z', hair));
  }
  // face
  const brow = shade(hair, 0.1);
  out.push(
    path('M134 128Q143 122 152 127M168 127Q177 122 186 128', 'none', {
      stroke: brow,
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
  );
  out.push(ellipse(143, 142, 4, 4.6, '#1b1210') + ellipse(177, 142, 4, 4.6, '#1b1210'));
  out.push(
    circle(144.5, 140.5, 1.2, '#ffffff', { opacity: 0.7 }) +
      circle(178.5, 140.5, 1.2, '#ffffff', { opacity: 0.7 }),
  );
  out.push(
    path('M160 146Q157 158 154 161Q158 164 163 162', 'none', {
      stroke: shade(skin, -0.25),
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  out.push(
    path('M147 174Q160 183 173 174', 'none', {
      stroke: beard ? shade(skin, 0.15) : '#7a3a2e',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  );
  if (!SHORT_HAIR.has(style))
    out.push(
      ellipse(135, 162, 8, 5, '#e07a6a', { opacity: 0.14 }) +
        ellipse(185, 162, 8, 5, '#e07a6a', { opacity: 0.14 }),
    );
  if (glasses)
    out.push(
      path(
        'M128 136h26v16a6 6 0 0 1-6 6h-14a6 6 0 0 1-6-6ZM166 136h26v16a6 6 0 0 1-6 6h-14a6 6 0 0 1-6-6ZM154 142h12',
        'none',
        { stroke: '#0e0e12', 'stroke-width': 2.6, 'stroke-linejoin': 'round' },
      ),
    );
  // dupatta drape across the chest
  if (style === 'dupatta')
    out.push(
      path('M60 260C110 250 190 276 262 320L222 320C170 292 110 280 52 286Z', scarf) +
        path('M60 260C110 250 190 276 262 320', 'none', {
          stroke: shade(scarf, 0.2),
          'stroke-width': 2,
          opacity: 0.6,
        }),
    );
  return out.join('');
}

export function renderPortrait(
  slug: string,
  portrait: Portrait,
  width: number,
  height: number,
  label: string,
): string {
  const s = new Svg(width, height, label);
  const pal = palette(slug);
  const r = rng(`${slug}:portrait`);
  const k = width / 320;
  const oy = height - 320 * k;
  let bg = rect(0, 0, width, height, s.ramp(pal.secondDeep, C.bg));
  bg += rect(0, 0, width, height, s.dots(16 * k, '#ffffff', 0.8 * k, 0.06));
  bg += circle(width / 2, oy + 140 * k, 118 * k, s.glow(pal.second, 0.35, 0.6));
  const arcR = 112 * k;
  const a0 = r.range(-0.4, 0.4);
  const sx = width / 2 + arcR * Math.cos(a0 - 2.3);
  const sy = oy + 140 * k + arcR * Math.sin(a0 - 2.3);
  const ex = width / 2 + arcR * Math.cos(a0 - 1.2);
  const ey = oy + 140 * k + arcR * Math.sin(a0 - 1.2);
  bg += path(
    `M${sx.toFixed(1)} ${sy.toFixed(1)}A${arcR} ${arcR} 0 0 1 ${ex.toFixed(1)} ${ey.toFixed(1)}`,
    'none',
    { stroke: C.accent, 'stroke-width': 3 * k, 'stroke-linecap': 'round', opacity: 0.9 },
  );
  bg += circle(ex, ey, 5 * k, C.accent);
  return s.render(bg + group(figure({ ...portrait, r }), { transform: translate(0, oy, k) }));
}
