export function HeroSection() {
  return <section id="home" aria-label="home" />;
}
