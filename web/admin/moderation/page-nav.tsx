import { Button } from "../../ui/button";

/** Previous and next page, when the list has more than one. */
export function PageNav({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Pages"
      className="mt-6 flex items-center justify-between gap-4"
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <p>
        Page {page} of {pages}
      </p>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
