// Build step, after every client file is written: their best encodings,
// beside them, for the server to read at start (server/render/assets.ts).
import { precompressAssets } from "../server/render/assets";

await precompressAssets("dist/client");
