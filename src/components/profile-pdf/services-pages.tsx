import { Page, Text, View } from '@react-pdf/renderer';
import type { AgencyProfile, ProfileService } from '@/lib/profile-pdf/profile';
import { Eyebrow, Footer } from './parts';
import { styles } from './styles';

/** Steps stand two to a row; a row may move to the next page, a step never splits. */
const STEPS_PER_ROW = 2;

interface ServiceBlockProps {
  service: ProfileService;
  index: number;
}

/** One service: title and description kept together, then its steps in rows that may move to the next page. */
function ServiceBlock({ service, index }: ServiceBlockProps) {
  const rows = Array.from({ length: Math.ceil(service.steps.length / STEPS_PER_ROW) }, (_, row) =>
    service.steps.slice(row * STEPS_PER_ROW, (row + 1) * STEPS_PER_ROW),
  );
  return (
    <View style={[styles.service, index === 0 ? { borderTopWidth: 0, marginTop: 4 } : {}]}>
      <View wrap={false} minPresenceAhead={110}>
        <View style={styles.serviceHead}>
          <Text style={styles.serviceNumber}>{String(index + 1).padStart(2, '0')}</Text>
          <Text style={styles.serviceTitle}>{service.title}</Text>
        </View>
        <Text style={styles.serviceBody}>{service.description}</Text>
      </View>
      {rows.map((steps, row) => (
        <View key={row * STEPS_PER_ROW} style={styles.steps} wrap={false}>
          {steps.map((step, offset) => (
            <View key={step.key} style={[styles.step, offset === 0 ? styles.stepLeft : {}]}>
              <View style={styles.stepHead}>
                <View style={styles.stepBadge}>
                  <Text style={styles.stepNumber}>{row * STEPS_PER_ROW + offset + 1}</Text>
                </View>
                <Text style={styles.stepTitle}>{step.title}</Text>
              </View>
              <Text style={styles.stepText}>{step.text}</Text>
            </View>
          ))}
        </View>
      ))}
      {service.packages ? <Packages {...service.packages} /> : null}
    </View>
  );
}

/** The service's packages, a line each: name and price, then who it is for and the delivery time. */
function Packages({ heading, items }: NonNullable<ProfileService['packages']>) {
  return (
    <View style={styles.packages}>
      <Text style={styles.packagesHeading} minPresenceAhead={40}>
        {heading}
      </Text>
      {items.map((item) => (
        <View key={item.id} style={styles.package} wrap={false}>
          <View style={styles.packageHead}>
            <Text style={styles.packageName}>
              {item.name}
              {item.badge ? <Text style={styles.packageBadge}>{`  ${item.badge}`}</Text> : null}
            </Text>
            <Text style={styles.packagePrice}>{item.price}</Text>
          </View>
          <Text style={styles.stepText}>{item.text}</Text>
        </View>
      ))}
    </View>
  );
}

interface ServicesPagesProps {
  profile: AgencyProfile;
}

/** Every service with its description and process, over as many pages as they take. */
export function ServicesPages({ profile }: ServicesPagesProps) {
  const { services } = profile;
  return (
    <Page size="A4" style={styles.page} wrap>
      <Footer brand={profile.brand} text={profile.footer} />
      <Eyebrow dark={false}>{services.eyebrow}</Eyebrow>
      <Text style={styles.h1}>{services.heading}</Text>
      <Text style={styles.lead}>{services.lead}</Text>
      <View style={{ marginTop: 14 }}>
        {services.items.map((service, index) => (
          <ServiceBlock key={service.slug} service={service} index={index} />
        ))}
      </View>
    </Page>
  );
}
