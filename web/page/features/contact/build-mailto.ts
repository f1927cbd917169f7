export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The mailto: link the contact dialog opens: subject 'Coffee Break Request from {name}', body the message. */
export function buildMailto(
  to: string,
  { name, email, message }: ContactMessage,
) {
  const subject = `Coffee Break Request from ${name}`;
  const body = `${message}\n\n${name} <${email}>`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
