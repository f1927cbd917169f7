export function SiteHeader() {
  return <header />;
}
