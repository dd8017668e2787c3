/**
 * The agency-profile PDF, drawn from the site's content with @react-pdf/renderer. Server-only:
 * react-pdf runs in Node (the route handler at /agency-profile.pdf renders it at build time).
 * Text uses the PDF's built-in Helvetica, so no font is embedded and the file stays small.
 */
import { Document, Font, Page, Path, Svg, Text, View, renderToBuffer, StyleSheet } from '@react-pdf/renderer';
import { aboutCopy, servicesCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { profileCopy } from '@/content/profile';
import { services } from '@/content/services';
import { figures, formatAddress, siteConfig, socialLabels, type SocialNetwork } from '@/content/site';
import type { PortfolioItem, ProcessSteps, Service } from '@/content/types';
import { env } from '@/env';

// Break lines between words only: hyphenated words read badly and split URLs and figures.
Font.registerHyphenationCallback((word) => [word]);

const color = {
  ink: '#0b0b0f',
  surface: '#131318',
  surface2: '#1c1c23',
  line: '#2a2a33',
  fg: '#f4f4f5',
  muted: '#a8a8b3',
  accent: '#c6f432',
  /** Body text on the white inner pages. */
  text: '#26262e',
  textMuted: '#5f5f6b',
  rule: '#e4e4e9',
  paper: '#ffffff',
  tint: '#f6f6f8',
} as const;

const COVER_PADDING = 56;
const FIGURE_GAP = 10;
/** Three figures a row across the cover's text width (A4 is 595.28 pt wide). */
const FIGURE_WIDTH = Math.floor((595.28 - 2 * COVER_PADDING - 2 * FIGURE_GAP) / 3);

const styles = StyleSheet.create({
  cover: {
    backgroundColor: color.ink,
    color: color.fg,
    fontFamily: 'Helvetica',
    padding: COVER_PADDING,
    flexDirection: 'column',
    justifyContent: 'space-between',
  },
  page: {
    backgroundColor: color.paper,
    color: color.text,
    fontFamily: 'Helvetica',
    fontSize: 9.5,
    lineHeight: 1.45,
    paddingTop: 52,
    paddingBottom: 64,
    paddingHorizontal: 52,
  },
  brandRow: { flexDirection: 'row', alignItems: 'center' },
  tile: {
    width: 30,
    height: 30,
    borderRadius: 7,
    backgroundColor: color.accent,
    alignItems: 'center',
    justifyContent: 'center',
    marginRight: 10,
  },
  tileLetter: { fontFamily: 'Helvetica-Bold', fontSize: 17, color: color.ink, lineHeight: 1 },
  wordmark: { fontFamily: 'Helvetica-Bold', fontSize: 17, lineHeight: 1 },
  eyebrowRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 12 },
  eyebrowBar: { width: 22, height: 3, borderRadius: 1.5, backgroundColor: color.accent, marginRight: 8 },
  eyebrow: { fontFamily: 'Helvetica-Bold', fontSize: 9, letterSpacing: 1.6, textTransform: 'uppercase' },
  coverTitle: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 44,
    lineHeight: 1.08,
    letterSpacing: -1,
    maxWidth: 420,
  },
  coverIntro: { fontSize: 11.5, lineHeight: 1.55, color: color.muted, marginTop: 20, maxWidth: 440 },
  figureGrid: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 14 },
  figure: {
    width: FIGURE_WIDTH,
    backgroundColor: color.surface,
    borderRadius: 10,
    borderWidth: 1,
    borderColor: color.line,
    paddingVertical: 14,
    paddingHorizontal: 14,
    marginRight: FIGURE_GAP,
    marginBottom: FIGURE_GAP,
  },
  figureValue: { fontFamily: 'Helvetica-Bold', fontSize: 28, color: color.accent, lineHeight: 1 },
  figureLabel: { fontSize: 9, color: color.muted, marginTop: 8 },
  coverFoot: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: color.line,
    paddingTop: 14,
    fontSize: 9.5,
    color: color.muted,
  },
  h1: { fontFamily: 'Helvetica-Bold', fontSize: 26, lineHeight: 1.15, color: color.ink, letterSpacing: -0.5 },
  lead: { fontSize: 10.5, lineHeight: 1.5, color: color.textMuted, marginTop: 8, maxWidth: 440 },
  service: { paddingTop: 14, marginTop: 14, borderTopWidth: 1, borderTopColor: color.rule },
  serviceHead: { flexDirection: 'row', alignItems: 'baseline', marginBottom: 6 },
  serviceNumber: { fontFamily: 'Helvetica-Bold', fontSize: 9, color: color.textMuted, width: 24 },
  serviceTitle: { fontFamily: 'Helvetica-Bold', fontSize: 15, color: color.ink },
  serviceBody: { marginLeft: 24 },
  steps: { flexDirection: 'row', marginLeft: 24 },
  step: {
    width: '48.8%',
    backgroundColor: color.tint,
    borderRadius: 6,
    padding: 9,
    marginTop: 6,
  },
  stepLeft: { marginRight: '2.4%' },
  stepHead: { flexDirection: 'row', alignItems: 'center', marginBottom: 3 },
  stepBadge: {
    width: 14,
    height: 14,
    borderRadius: 7,
    backgroundColor: color.accent,
    alignItems: 'center',
    justifyContent: 'center',
    marginRight: 6,
  },
  stepNumber: { fontFamily: 'Helvetica-Bold', fontSize: 7, color: color.ink, lineHeight: 1 },
  stepTitle: { fontFamily: 'Helvetica-Bold', fontSize: 9, color: color.ink },
  stepText: { fontSize: 8.3, lineHeight: 1.42, color: color.textMuted },
  footer: {
    position: 'absolute',
    left: 52,
    right: 52,
    bottom: 30,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: color.rule,
    paddingTop: 8,
    fontSize: 8,
    color: color.textMuted,
  },
  contactGrid: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 28 },
  contactItem: { width: '50%', paddingRight: 16, marginBottom: 20 },
  contactLabel: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 8,
    letterSpacing: 1.2,
    textTransform: 'uppercase',
    color: color.textMuted,
    marginBottom: 4,
  },
  contactValue: { fontSize: 12, lineHeight: 1.4, color: color.ink },
  ctaBox: {
    marginTop: 16,
    backgroundColor: color.ink,
    borderRadius: 12,
    padding: 28,
    color: color.fg,
  },
  ctaTitle: { fontFamily: 'Helvetica-Bold', fontSize: 20, lineHeight: 1.2, color: color.fg },
  ctaText: { fontSize: 10.5, lineHeight: 1.5, color: color.muted, marginTop: 8, maxWidth: 400 },
  ctaLink: { fontFamily: 'Helvetica-Bold', fontSize: 12, color: color.accent, marginTop: 16 },
  work: { paddingTop: 16, marginTop: 16, borderTopWidth: 1, borderTopColor: color.rule },
  workMeta: { fontSize: 8.5, color: color.textMuted, marginTop: 3, marginBottom: 6 },
  results: { flexDirection: 'row', marginTop: 8 },
  result: {
    flexGrow: 1,
    flexBasis: 0,
    backgroundColor: color.tint,
    borderRadius: 6,
    padding: 9,
    marginRight: 6,
  },
  resultValue: { fontFamily: 'Helvetica-Bold', fontSize: 16, color: color.ink, lineHeight: 1.1 },
  resultLabel: { fontSize: 8, lineHeight: 1.35, color: color.textMuted, marginTop: 3 },
  workLink: { fontFamily: 'Helvetica-Bold', fontSize: 8.5, color: color.text, marginTop: 8 },
});

/** How many case studies the profile shows as selected work. */
const SELECTED_WORK_COUNT = 3;

const stepKeys = [
  'research',
  'concept',
  'implement',
  'handover',
] as const satisfies readonly (keyof ProcessSteps)[];

const coverFigures = [
  figures.projectsCompleted,
  figures.teamMembers,
  figures.yearsOfExperience,
  figures.customerSatisfaction,
  figures.customersSatisfied,
  { value: '09', label: 'Services under one roof' },
] as const;

const siteHost = new URL(env.siteUrl).host.replace(/^www\./, '');

function Wordmark({ dark }: { dark: boolean }) {
  return (
    <View style={styles.brandRow}>
      <View style={styles.tile}>
        <Text style={styles.tileLetter}>R</Text>
      </View>
      <Text style={[styles.wordmark, { color: dark ? color.fg : color.ink }]}>
        {siteConfig.name}
        <Text style={{ color: dark ? color.accent : color.ink }}>.</Text>
      </Text>
    </View>
  );
}

function Eyebrow({ children, dark }: { children: string; dark: boolean }) {
  return (
    <View style={styles.eyebrowRow}>
      <View style={styles.eyebrowBar} />
      <Text style={[styles.eyebrow, { color: dark ? color.accent : color.textMuted }]}>{children}</Text>
    </View>
  );
}

/** Running footer of the white pages: brand and page number. */
function Footer() {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {siteConfig.name} · {profileCopy.footer}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
    </View>
  );
}

/** Lime rings in the cover's top-right corner, echoing the Open Graph cards. */
function CoverRings() {
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

function Cover() {
  return (
    <Page size="A4" style={styles.cover}>
      <CoverRings />
      <Wordmark dark />
      <View>
        <Eyebrow dark>{`${profileCopy.coverEyebrow} ${new Date().getFullYear()}`}</Eyebrow>
        <Text style={styles.coverTitle}>{siteConfig.tagline}.</Text>
        <Text style={styles.coverIntro}>{aboutCopy.intro[0]}</Text>
      </View>
      <View>
        <Text style={[styles.eyebrow, { color: color.muted }]}>{profileCopy.figuresHeading}</Text>
        <View style={styles.figureGrid}>
          {coverFigures.map((figure, index) => (
            <View key={figure.label} style={[styles.figure, index % 3 === 2 ? { marginRight: 0 } : {}]}>
              <Text style={styles.figureValue}>{figure.value}</Text>
              <Text style={styles.figureLabel}>{figure.label}</Text>
            </View>
          ))}
        </View>
        <Text style={{ fontSize: 10, color: color.muted, marginTop: 4 }}>{figures.companiesTrusted}.</Text>
      </View>
      <View style={styles.coverFoot}>
        <Text>{siteHost}</Text>
        <Text>{siteConfig.email}</Text>
        <Text>{siteConfig.phone.display}</Text>
      </View>
    </Page>
  );
}

function Step({
  service,
  step,
  index,
}: {
  service: Service;
  step: (typeof stepKeys)[number];
  index: number;
}) {
  return (
    <View style={[styles.step, index % 2 === 0 ? styles.stepLeft : {}]}>
      <View style={styles.stepHead}>
        <View style={styles.stepBadge}>
          <Text style={styles.stepNumber}>{index + 1}</Text>
        </View>
        <Text style={styles.stepTitle}>{servicesCopy.process.steps[step]}</Text>
      </View>
      <Text style={styles.stepText}>{service.process[step]}</Text>
    </View>
  );
}

/** One service: title and description kept together, then the four steps in two rows that may move to the next page. */
function ServiceBlock({ service, index }: { service: Service; index: number }) {
  return (
    <View style={[styles.service, index === 0 ? { borderTopWidth: 0, marginTop: 4 } : {}]}>
      <View wrap={false} minPresenceAhead={110}>
        <View style={styles.serviceHead}>
          <Text style={styles.serviceNumber}>{String(index + 1).padStart(2, '0')}</Text>
          <Text style={styles.serviceTitle}>{service.title}</Text>
        </View>
        <Text style={styles.serviceBody}>{service.description}</Text>
      </View>
      {[0, 2].map((first) => (
        <View key={first} style={styles.steps} wrap={false}>
          {stepKeys.slice(first, first + 2).map((step, offset) => (
            <Step key={step} service={service} step={step} index={first + offset} />
          ))}
        </View>
      ))}
    </View>
  );
}

function ServicesPages() {
  return (
    <Page size="A4" style={styles.page} wrap>
      <Footer />
      <Eyebrow dark={false}>{profileCopy.servicesEyebrow}</Eyebrow>
      <Text style={styles.h1}>{servicesCopy.heading}</Text>
      <Text style={styles.lead}>{`${servicesCopy.text} ${aboutCopy.intro[1]}`}</Text>
      <View style={{ marginTop: 14 }}>
        {services.map((service, index) => (
          <ServiceBlock key={service.slug} service={service} index={index} />
        ))}
      </View>
    </Page>
  );
}

function WorkBlock({ item }: { item: PortfolioItem }) {
  return (
    <View style={styles.work} wrap={false}>
      <Text style={styles.serviceTitle}>{item.title}</Text>
      <Text style={styles.workMeta}>
        {[item.client, item.industry, item.city, String(item.year)].join(' · ')}
      </Text>
      <Text>{item.overview}</Text>
      <View style={styles.results}>
        {item.results.map((result) => (
          <View key={result.label} style={styles.result}>
            <Text style={styles.resultValue}>{result.value}</Text>
            <Text style={styles.resultLabel}>{result.label}</Text>
          </View>
        ))}
      </View>
      <Text style={styles.workLink}>{`${siteHost}${item.href}`}</Text>
    </View>
  );
}

/** The strongest case studies (marked in the content), with their results. */
function WorkPage() {
  const selected = portfolio.filter((item) => item.highlight).slice(0, SELECTED_WORK_COUNT);
  if (selected.length === 0) return null;
  return (
    <Page size="A4" style={styles.page}>
      <Footer />
      <Eyebrow dark={false}>{profileCopy.workEyebrow}</Eyebrow>
      <Text style={styles.h1}>{profileCopy.workHeading}</Text>
      {selected.map((item) => (
        <WorkBlock key={item.slug} item={item} />
      ))}
    </Page>
  );
}

function ContactItem({ label, children }: { label: string; children: string }) {
  return (
    <View style={styles.contactItem}>
      <Text style={styles.contactLabel}>{label}</Text>
      <Text style={styles.contactValue}>{children}</Text>
    </View>
  );
}

function ContactPage() {
  const labels = profileCopy.contactLabels;
  const socials = (Object.keys(siteConfig.socials) as SocialNetwork[]).map(
    (network) =>
      `${socialLabels[network]}: ${siteConfig.socials[network].replace(/^https:\/\/(www\.)?/, '')}`,
  );
  return (
    <Page size="A4" style={styles.page}>
      <Footer />
      <Wordmark dark={false} />
      <View style={{ marginTop: 56 }}>
        <Eyebrow dark={false}>{profileCopy.contactEyebrow}</Eyebrow>
        <Text style={styles.h1}>{servicesCopy.contactCta.heading}</Text>
        <Text style={styles.lead}>{servicesCopy.contactCta.text}</Text>
      </View>
      <View style={styles.contactGrid}>
        <ContactItem label={labels.office}>{formatAddress('\n')}</ContactItem>
        <ContactItem label={labels.hours}>{profileCopy.openingHours}</ContactItem>
        <ContactItem label={labels.email}>{siteConfig.email}</ContactItem>
        <ContactItem label={labels.phone}>{siteConfig.phone.display}</ContactItem>
        <ContactItem label={labels.website}>{siteHost}</ContactItem>
        <View style={styles.contactItem}>
          <Text style={styles.contactLabel}>{labels.socials}</Text>
          <Text style={[styles.contactValue, { fontSize: 10 }]}>{socials.join('\n')}</Text>
        </View>
      </View>
      <View style={styles.ctaBox}>
        <Text style={styles.ctaTitle}>{servicesCopy.contactCta.cta}</Text>
        <Text style={styles.ctaText}>{aboutCopy.experience.text}</Text>
        <Text style={styles.ctaLink}>{`${siteHost}/contact-us`}</Text>
      </View>
    </Page>
  );
}

export function AgencyProfileDocument() {
  return (
    <Document
      title={profileCopy.documentTitle}
      author={siteConfig.name}
      subject={profileCopy.subject}
      keywords={services.map((service) => service.title).join(', ')}
      creator={siteConfig.name}
      producer={siteConfig.name}
      language="en"
    >
      <Cover />
      <ServicesPages />
      <WorkPage />
      <ContactPage />
    </Document>
  );
}

/** The finished PDF file. */
export function renderAgencyProfile(): Promise<Buffer> {
  return renderToBuffer(<AgencyProfileDocument />);
}
