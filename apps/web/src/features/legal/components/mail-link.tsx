import { CONTACT_EMAILS } from '@/components/site-nav';

export const LEGAL_EMAILS = CONTACT_EMAILS;

export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
