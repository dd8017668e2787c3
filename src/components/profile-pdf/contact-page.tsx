import { Page, Text, View } from '@react-pdf/renderer';
import type { AgencyProfile } from '@/lib/profile-pdf/profile';
import { Eyebrow, Footer, Wordmark } from './parts';
import { styles } from './styles';

interface ContactPageProps {
  profile: AgencyProfile;
}

/** The last page: how to reach the agency, and an invitation to get in touch. */
export function ContactPage({ profile }: ContactPageProps) {
  const { contact } = profile;
  return (
    <Page size="A4" style={styles.page}>
      <Footer brand={profile.brand} text={profile.footer} />
      <Wordmark brand={profile.brand} dark={false} />
      <View style={{ marginTop: 56 }}>
        <Eyebrow dark={false}>{contact.eyebrow}</Eyebrow>
        <Text style={styles.h1}>{contact.heading}</Text>
        <Text style={styles.lead}>{contact.lead}</Text>
      </View>
      <View style={styles.contactGrid}>
        {contact.items.map((item) => (
          <View key={item.label} style={styles.contactItem}>
            <Text style={styles.contactLabel}>{item.label}</Text>
            <Text style={styles.contactValue}>{item.value}</Text>
          </View>
        ))}
        <View style={styles.contactItem}>
          <Text style={styles.contactLabel}>{contact.socials.label}</Text>
          <Text style={[styles.contactValue, { fontSize: 10 }]}>{contact.socials.value}</Text>
        </View>
      </View>
      <View style={styles.ctaBox}>
        <Text style={styles.ctaTitle}>{contact.cta.title}</Text>
        <Text style={styles.ctaText}>{contact.cta.text}</Text>
        <Text style={styles.ctaLink}>{contact.cta.link}</Text>
      </View>
    </Page>
  );
}
