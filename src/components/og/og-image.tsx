import { ImageResponse } from 'next/og';
import type { CSSProperties, ReactElement } from 'react';
import { siteConfig } from '@/content/site';
import { siteHost } from '@/env';
import { SHARE_CARD_SIZE, type ShareCard, type ShareCardAccent } from '@/lib/seo/share-cards';
import { OG_DISPLAY_FONT, OG_TEXT_FONT, loadOgFonts } from './fonts';

/** The brand palette (see globals.css). */
const color = {
  bg: '#0b0b0f',
  surface: '#131318',
  line: '#2a2a33',
  fg: '#f4f4f5',
  muted: '#a8a8b3',
  accent: '#c6f432',
  onAccent: '#0b0b0f',
} as const;

/** What a card shows: its text and shape (the alt text is the page's metadata). */
export type OgImageProps = Omit<ShareCard, 'alt' | 'accent'> & { accent?: ShareCardAccent };

/** The subtitle is cut at a word near this many characters. */
const SUBTITLE_MAX = 150;

/** Cuts `text` at a word boundary so that it stays under `max` characters. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Title size by length, so short titles fill the card and long ones stay within three lines. */
export function titleSize(title: string): number {
  if (title.length <= 16) return 112;
  if (title.length <= 28) return 88;
  if (title.length <= 44) return 76;
  return 64;
}

const fill: CSSProperties = { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%' };

function AccentShape({ accent }: { accent: ShareCardAccent }) {
  if (accent === 'arc') {
    return (
      <div style={{ ...fill, display: 'flex' }}>
        <div
          style={{
            position: 'absolute',
            right: -150,
            top: -150,
            width: 360,
            height: 360,
            borderRadius: 9999,
            background: color.accent,
          }}
        />
        <div
          style={{
            position: 'absolute',
            right: -260,
            top: -260,
            width: 580,
            height: 580,
            borderRadius: 9999,
            border: `2px solid ${color.accent}`,
            opacity: 0.35,
          }}
        />
      </div>
    );
  }
  if (accent === 'bars') {
    const heights = [120, 190, 150, 260, 340];
    return (
      <div style={{ ...fill, display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: 18, marginRight: 72, marginBottom: 150 }}>
          {heights.map((height, index) => (
            <div
              key={height}
              style={{
                width: 34,
                height,
                borderRadius: 8,
                background: index === heights.length - 1 ? color.accent : color.line,
              }}
            />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div style={{ ...fill, display: 'flex' }}>
      <div
        style={{
          position: 'absolute',
          right: -180,
          top: -250,
          width: 640,
          height: 640,
          borderRadius: 9999,
          border: `2px solid ${color.accent}`,
          opacity: 0.4,
        }}
      />
      <div
        style={{
          position: 'absolute',
          right: -80,
          top: -150,
          width: 440,
          height: 440,
          borderRadius: 9999,
          border: `2px solid ${color.line}`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          right: 238,
          top: 300,
          width: 28,
          height: 28,
          borderRadius: 9999,
          background: color.accent,
        }}
      />
    </div>
  );
}

/**
 * The JSX of one Open Graph card in the brand's style: wordmark, eyebrow, title, subtitle and the
 * site's domain on the dark background with the lime accent. Layout follows satori's rules: every
 * element with more than one child is a flex container.
 */
export function OgImage({ eyebrow, title, subtitle, accent = 'orbit' }: OgImageProps): ReactElement {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '60px 72px 52px',
        background: color.bg,
        backgroundImage: `radial-gradient(circle at 88% 100%, rgba(198, 244, 50, 0.16) 0%, rgba(198, 244, 50, 0) 42%), radial-gradient(circle at 0% 0%, rgba(202, 137, 125, 0.12) 0%, rgba(202, 137, 125, 0) 38%)`,
        color: color.fg,
        fontFamily: OG_TEXT_FONT,
      }}
    >
      <AccentShape accent={accent} />

      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 60,
            height: 60,
            borderRadius: 16,
            background: color.accent,
            color: color.onAccent,
            fontFamily: OG_DISPLAY_FONT,
            fontSize: 36,
            fontWeight: 700,
          }}
        >
          R
        </div>
        <div
          style={{
            display: 'flex',
            fontFamily: OG_DISPLAY_FONT,
            fontSize: 34,
            fontWeight: 700,
            letterSpacing: -0.5,
          }}
        >
          {siteConfig.name}
          <span style={{ color: color.accent }}>.</span>
        </div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: accent === 'bars' ? 760 : 900 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 22 }}>
          <div style={{ width: 44, height: 4, borderRadius: 2, background: color.accent }} />
          <div
            style={{
              display: 'flex',
              color: color.accent,
              fontSize: 24,
              fontWeight: 500,
              letterSpacing: 3,
              textTransform: 'uppercase',
            }}
          >
            {eyebrow}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            fontFamily: OG_DISPLAY_FONT,
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.04,
            letterSpacing: -2,
            // Even lines: no single word left alone on the last one.
            textWrap: 'balance',
          }}
        >
          {title}
        </div>
        {subtitle ? (
          <div
            style={{
              display: 'flex',
              marginTop: 26,
              maxWidth: accent === 'bars' ? 760 : 860,
              color: color.muted,
              fontSize: 28,
              lineHeight: 1.4,
            }}
          >
            {truncate(subtitle, SUBTITLE_MAX)}
          </div>
        ) : null}
      </div>

      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingTop: 24,
          borderTop: `1px solid ${color.line}`,
          color: color.muted,
          fontSize: 24,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
          <div style={{ width: 12, height: 12, borderRadius: 3, background: color.accent }} />
          <div style={{ display: 'flex', color: color.fg, fontWeight: 500 }}>{siteHost}</div>
        </div>
        <div style={{ display: 'flex' }}>{siteConfig.email}</div>
      </div>
    </div>
  );
}

/** Renders the card as the PNG response the share-card route handler (app/og) returns. */
export async function createOgImage(props: OgImageProps): Promise<ImageResponse> {
  const fonts = await loadOgFonts();
  return new ImageResponse(<OgImage {...props} />, {
    ...SHARE_CARD_SIZE,
    // Without fonts of its own, ImageResponse uses its built-in sans-serif.
    ...(fonts.length > 0 ? { fonts } : {}),
  });
}
