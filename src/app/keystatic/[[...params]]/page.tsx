import { notFound } from 'next/navigation';
import { adminMode } from '@/lib/security/content-admin';
import { KeystaticApp } from '../keystatic';

export const dynamic = 'force-dynamic';

export default function AdminPage() {
  if (adminMode() === 'off') notFound();
  return <KeystaticApp />;
}
