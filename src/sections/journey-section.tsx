export function JourneySection() {
  return <section id="profile" aria-label="profile" />;
}
