import { redirect } from 'next/navigation';

export default function InboxHome() {
  redirect('/admin/leads');
}
