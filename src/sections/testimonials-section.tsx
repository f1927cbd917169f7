import type { BootData } from "../app/boot-data";
import { profile } from "../content/profile";

export function TestimonialsSection({ boot }: { boot: BootData }) {
  const first = boot.testimonials?.[0] ?? profile.testimonials.fallback;
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="px-6 py-20"
    >
      <h2 id="testimonials-heading">Their Words, Not Mine</h2>
      <p>Completely bias-free</p>
      <blockquote>
        <p>{first.comment}</p>
        <footer>{first.name}</footer>
      </blockquote>
    </section>
  );
}
