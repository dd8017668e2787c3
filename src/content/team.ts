import type { TeamMember } from './types';

function member(slug: string, name: string, role: string): TeamMember {
  return {
    slug,
    name,
    role,
    image: {
      src: `/images/team/${slug}.svg`,
      width: 600,
      height: 720,
      alt: `Portrait of ${name}, ${role}`,
    },
  };
}

/** The people shown on the Our Team page and the About page. */
export const team: readonly TeamMember[] = [
  member('usman-raza', 'Usman Raza', 'Founder & CEO'),
  member('maryam-nadeem', 'Maryam Nadeem', 'Creative Director'),
  member('saad-qureshi', 'Saad Qureshi', 'Lead Developer'),
  member('areeba-khalid', 'Areeba Khalid', 'UI/UX Designer'),
  member('hamza-sheikh', 'Hamza Sheikh', 'SEO Specialist'),
  member('iqra-mehmood', 'Iqra Mehmood', 'Social Media Manager'),
  member('talha-yousaf', 'Talha Yousaf', 'Video Editor'),
  member('zainab-tariq', 'Zainab Tariq', 'Content Writer'),
  member('rabia-anwar', 'Rabia Anwar', 'Account Manager'),
];
