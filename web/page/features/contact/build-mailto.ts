import { fill } from "../../../../core/fill";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * The mailto: link the contact dialog opens: the subject from `subject`
 * ('Coffee Break Request from {name}' in English), the body the message
 * signed with the sender's name and address.
 */
export function buildMailto(
  to: string,
  { name, email, message }: ContactMessage,
  subject = "Coffee Break Request from {name}",
) {
  const body = `${message}\n\n${name} <${email}>`;
  return `mailto:${to}?subject=${encodeURIComponent(fill(subject, { name }))}&body=${encodeURIComponent(body)}`;
}
