export function ExpertiseSection() {
  return <section id="expertise" aria-label="expertise" />;
}
