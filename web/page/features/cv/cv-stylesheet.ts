/**
 * The CV's stylesheet: system fonts only (a serif name over sans text), ink
 * on white whatever the site's theme, rules in a dark shade of `hue` (the
 * owner's accent is a light colour made for dark backgrounds).
 * The @page margins leave 180 × 269 mm on A4 and 186 × 251 mm on Letter, so
 * the body's width on screen is A4's and its height is planned for Letter's.
 */
export const cvStylesheet = (hue: number) =>
  `:root{color-scheme:light;--ink:#1c2026;--muted:#4f5661;--accent:hsl(${hue} 55% 24%);--rule:hsl(${hue} 20% 78%)}
*{box-sizing:border-box}html{background:#fff}
body{margin:0 auto;max-width:180mm;padding:10mm 0;color:var(--ink);background:#fff;font:9.5pt/1.34 "Helvetica Neue",Helvetica,Arial,"Segoe UI",system-ui,sans-serif;-webkit-text-size-adjust:100%}
@media screen and (max-width:200mm){body{padding:6mm 5mm}}
@media screen and (min-width:200mm){html{background:#eceef1}body{max-width:210mm;min-height:297mm;margin:8mm auto;padding:14mm 15mm;box-shadow:0 1px 4px rgb(0 0 0/.18)}}
header{border-bottom:1.2pt solid var(--accent);padding-bottom:2.2mm}
h1{font:600 22pt/1.1 Georgia,Cambria,"Times New Roman",serif;margin:0;letter-spacing:.01em}
.role{margin:.8mm 0 0;font-size:11pt;font-weight:600;color:var(--accent)}
.summary{margin:.8mm 0 0;color:var(--muted)}
.contact{display:flex;flex-wrap:wrap;margin:1.6mm 0 0}.contact>span{white-space:nowrap}
a{color:var(--accent);text-decoration:none}
h2{margin:3.2mm 0 1.3mm;padding-bottom:.6mm;border-bottom:.5pt solid var(--rule);font-size:8.5pt;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:var(--accent)}
h3{display:inline;margin:0;font-size:inherit;font-weight:700}
p{margin:0 0 1mm}ul{margin:.5mm 0 0;padding-left:4.2mm}li{margin:0 0 .3mm}li::marker{color:var(--accent)}
.entry{margin:0 0 1.6mm}.row{display:flex;justify-content:space-between;align-items:baseline;gap:5mm}
.org,.detail,.note{color:var(--muted)}.detail{margin:0}
.period{white-space:nowrap;color:var(--muted);font-variant-numeric:tabular-nums}
.rows,.inline{list-style:none;padding:0}.rows .entry{margin:0 0 .6mm}
.inline{display:flex;flex-wrap:wrap;margin:0}.inline li{margin:0}
footer{margin-top:3mm;padding-top:1.3mm;border-top:.5pt solid var(--rule);color:var(--muted)}footer p{margin:0}
.contact>span:not(:last-child)::after,.inline li:not(:last-child)::after{content:"·";padding:0 .6em;color:var(--muted)}
@page{size:auto;margin:14mm 15mm}
@media print{body{max-width:none;padding:0}a{color:inherit}h2{break-after:avoid}.entry{break-inside:avoid}}`.replace(
    /\n/g,
    "",
  );
