import { Page, Text, View } from '@react-pdf/renderer';
import type { AgencyProfile } from '@/lib/profile-pdf/profile';
import { CoverRings, Eyebrow, Wordmark } from './parts';
import { FIGURES_PER_ROW, color, styles } from './styles';

interface CoverPageProps {
  profile: AgencyProfile;
}

/** The dark cover: wordmark, tagline, introduction and the agency's figures. */
export function CoverPage({ profile }: CoverPageProps) {
  const { cover } = profile;
  return (
    <Page size="A4" style={styles.cover}>
      <CoverRings />
      <Wordmark brand={profile.brand} dark />
      <View>
        <Eyebrow dark>{cover.eyebrow}</Eyebrow>
        <Text style={styles.coverTitle}>{cover.title}.</Text>
        <Text style={styles.coverIntro}>{cover.intro}</Text>
      </View>
      <View>
        <Text style={[styles.eyebrow, { color: color.muted }]}>{cover.figuresHeading}</Text>
        <View style={styles.figureGrid}>
          {cover.figures.map((figure, index) => (
            <View
              key={figure.label}
              style={[
                styles.figure,
                index % FIGURES_PER_ROW === FIGURES_PER_ROW - 1 ? { marginRight: 0 } : {},
              ]}
            >
              <Text style={styles.figureValue}>{figure.value}</Text>
              <Text style={styles.figureLabel}>{figure.label}</Text>
            </View>
          ))}
        </View>
        <Text style={{ fontSize: 10, color: color.muted, marginTop: 4 }}>{cover.trusted}.</Text>
      </View>
      <View style={styles.coverFoot}>
        <Text>{profile.host}</Text>
        <Text>{cover.email}</Text>
        <Text>{cover.phone}</Text>
      </View>
    </Page>
  );
}
