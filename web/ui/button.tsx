import type { ComponentProps } from "react";

const VARIANTS = {
  primary: "bg-accent-fill font-semibold text-on-accent",
  secondary: "border border-ink-muted/40 hover:bg-surface",
  ghost: "text-ink hover:bg-white/10",
  danger: "bg-danger font-semibold text-surface",
} as const;

const SIZES = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
type ButtonSize = keyof typeof SIZES;

/**
 * The one button: `type="button"` unless told otherwise (a stray submit is the
 * classic form bug), a visible focus ring, dimmed and inert when disabled.
 * `className` adds layout (width, margins); colours come from `variant`.
 */
export function Button({
  variant = "secondary",
  size = "md",
  type = "button",
  className = "",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg ${SIZES[size]} ${VARIANTS[variant]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...props}
    />
  );
}
