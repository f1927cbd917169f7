// The admin API's session shape; the testimonial shapes are in core/moderation.ts.
export interface SessionState {
  enabled: boolean;
  authenticated: boolean;
  csrfToken?: string;
}
