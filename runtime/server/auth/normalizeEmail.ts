/** The form an email is stored and looked up in: trimmed and lower-case, so `Ana@X.com ` and `ana@x.com` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True for something shaped like `name@host.tld` (no spaces); the mail server is never asked. */
export function isEmailAddress(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
}
