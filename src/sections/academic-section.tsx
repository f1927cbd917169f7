export function AcademicSection() {
  return <section id="academic" aria-label="academic" />;
}
