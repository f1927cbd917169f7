// The admin API's session shape; the testimonial shapes are in core/testimonials/moderation.ts.
export interface SessionState {
  enabled: boolean;
  authenticated: boolean;
  csrfToken?: string;
}
