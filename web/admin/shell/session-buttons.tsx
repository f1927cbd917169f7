import { Button } from "../../ui/button";
import { useSignOut } from "./api/use-sign-out";
import { useSignOutEverywhere } from "./api/use-sign-out-everywhere";

/** Sign out of this browser, or of every one (a lost or shared device). */
export function SessionButtons() {
  const signOut = useSignOut();
  const everywhere = useSignOutEverywhere();
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {everywhere.isError && (
        <p role="alert" className="text-danger">
          Not signed out everywhere: {everywhere.error.message}
        </p>
      )}
      <Button
        variant="ghost"
        disabled={everywhere.isPending}
        onClick={() => everywhere.mutate()}
      >
        Sign out everywhere
      </Button>
      <Button onClick={() => signOut.mutate()}>Sign out</Button>
    </div>
  );
}
