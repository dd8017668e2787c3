import { Page, Text, View } from '@react-pdf/renderer';
import type { AgencyProfile, ProfileWork } from '@/lib/profile-pdf/profile';
import { Eyebrow, Footer } from './parts';
import { styles } from './styles';

function WorkBlock({ item }: { item: ProfileWork }) {
  return (
    <View style={styles.work} wrap={false}>
      <Text style={styles.serviceTitle}>{item.title}</Text>
      <Text style={styles.workMeta}>{item.facts}</Text>
      <Text>{item.overview}</Text>
      <View style={styles.results}>
        {item.results.map((result) => (
          <View key={result.label} style={styles.result}>
            <Text style={styles.resultValue}>{result.value}</Text>
            <Text style={styles.resultLabel}>{result.label}</Text>
          </View>
        ))}
      </View>
      <Text style={styles.workLink}>{item.link}</Text>
    </View>
  );
}

interface WorkPageProps {
  profile: AgencyProfile;
}

/** The strongest case studies with their results; no page when none is marked. */
export function WorkPage({ profile }: WorkPageProps) {
  const { work } = profile;
  if (work.items.length === 0) return null;
  return (
    <Page size="A4" style={styles.page}>
      <Footer brand={profile.brand} text={profile.footer} />
      <Eyebrow dark={false}>{work.eyebrow}</Eyebrow>
      <Text style={styles.h1}>{work.heading}</Text>
      {work.items.map((item) => (
        <WorkBlock key={item.slug} item={item} />
      ))}
    </Page>
  );
}
