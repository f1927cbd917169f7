import { ICON_NAMES, type IconName } from "../../../../core/content/icon-names";
import { Icon } from "../../../ui/icon";
import { getAt, type Path } from "./document-path";
import { useEditor } from "./editor-context";
import { SelectField } from "./content-fields";

/** "ShoppingCart" → "Shopping cart", "Building2" → "Building". */
const spoken = (name: string) =>
  name
    .replace(/\d+$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

const OPTIONS = ICON_NAMES.map((name) => ({
  value: name,
  label: spoken(name),
}));

/** The icon of a core area or industry: a select of the offered names, the chosen drawing beside it. */
export function IconField({ path }: { path: Path }) {
  const { document } = useEditor();
  const chosen = getAt(document, path);
  const drawn = (ICON_NAMES as readonly unknown[]).includes(chosen)
    ? (chosen as IconName)
    : undefined;
  return (
    <div className="flex items-end gap-3">
      <SelectField path={path} label="Icon" options={OPTIONS} required />
      <span className="mb-2 grid size-10 shrink-0 place-items-center rounded-lg border border-white/15">
        {drawn && <Icon name={drawn} className="size-6 text-accent" />}
      </span>
    </div>
  );
}
