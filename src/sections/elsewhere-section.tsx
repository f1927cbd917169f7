export function ElsewhereSection() {
  return <section id="elsewhere" aria-label="elsewhere" />;
}
