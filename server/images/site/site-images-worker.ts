// The child process that draws the social card and the icons once and exits
// (started by SiteImageCache through server/images/run-image-job.ts).
import { serveImageJob } from "../serve-image-job";
import { renderSiteImages } from "./render-site-images";

serveImageJob(renderSiteImages);
