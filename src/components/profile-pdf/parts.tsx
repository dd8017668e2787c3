import { Path, Svg, Text, View } from '@react-pdf/renderer';
import { color, styles } from './styles';

interface WordmarkProps {
  brand: string;
  dark: boolean;
}

export function Wordmark({ brand, dark }: WordmarkProps) {
  return (
    <View style={styles.brandRow}>
      <View style={styles.tile}>
        <Text style={styles.tileLetter}>R</Text>
      </View>
      <Text style={[styles.wordmark, { color: dark ? color.fg : color.ink }]}>
        {brand}
        <Text style={{ color: dark ? color.accent : color.ink }}>.</Text>
      </Text>
    </View>
  );
}

interface EyebrowProps {
  children: string;
  dark: boolean;
}

export function Eyebrow({ children, dark }: EyebrowProps) {
  return (
    <View style={styles.eyebrowRow}>
      <View style={styles.eyebrowBar} />
      <Text style={[styles.eyebrow, { color: dark ? color.accent : color.textMuted }]}>{children}</Text>
    </View>
  );
}

interface FooterProps {
  brand: string;
  text: string;
}

/** Running footer of the white pages: brand and page number. */
export function Footer({ brand, text }: FooterProps) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {brand} · {text}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
    </View>
  );
}

/** Lime rings in the cover's top-right corner, echoing the Open Graph cards. */
export function CoverRings() {
  return (
    <Svg width={260} height={260} viewBox="0 0 260 260" style={{ position: 'absolute', top: 0, right: 0 }}>
      <Path
        d="M 260 -40 A 150 150 0 0 0 110 110 A 150 150 0 0 0 260 260"
        stroke={color.accent}
        strokeOpacity={0.5}
        strokeWidth={1.5}
        fill="none"
      />
      <Path
        d="M 260 20 A 90 90 0 0 0 170 110 A 90 90 0 0 0 260 200"
        stroke={color.line}
        strokeWidth={1.5}
        fill="none"
      />
    </Svg>
  );
}
