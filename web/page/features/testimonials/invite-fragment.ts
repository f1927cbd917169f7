import { INVITE_FRAGMENT_KEY } from "../../../../core/testimonials/invitations";

/**
 * The token of an invitation link (`#invite=<token>`), or null when the page
 * was not opened from one. The fragment is taken out of the address bar at
 * once, so a visitor who copies the address or bookmarks the page does not
 * pass the link on by accident.
 */
export function takeInviteToken(): string | null {
  const { hash, pathname, search } = window.location;
  const token = new URLSearchParams(hash.slice(1)).get(INVITE_FRAGMENT_KEY);
  if (token === null) return null;
  history.replaceState(history.state, "", pathname + search);
  return token;
}
