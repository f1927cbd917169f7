/**
 * The privacy notice while the owner has written none, in English. Its
 * `{name}` places are filled in by `privacyNotice` (../privacy-notice.ts);
 * the periods come from core/testimonials/retention.ts and the owner's
 * settings (enquiries, the Insights daily totals), which the server's
 * retention sweep enforces.
 */
const en = `## Who is responsible

I, {name}, am responsible for the personal data collected on this site (the data controller). You can write to me about anything on this page at {email}.

## What is collected, and why

When you leave a testimonial, I keep what you write in the form: your name, your company and your relationship to me if you give them, and your testimonial. I also keep a record of your consent: when you gave it and the exact words you agreed to. I use them to review your testimonial and, once I approve it, to show it on this site with your name.

When I invite you personally to leave a testimonial, I keep your name, your company and the note I wrote to you, so that your link can fill in the form for you.

When you write to me through the contact form, I keep what you write in it: your name, your e-mail address, your company if you give it, the other parties involved that you name, and your message, with the time it was sent. I use them to answer you and, before I do, to check that acting for you would not conflict with my duties to a client or a former client: that is why the form asks who else is involved.

To protect the forms from abuse, the site counts submissions with a keyed hash of your internet address. The address itself is never stored.

To know how many people read this site, in which language and where they came from, the site counts the pages it serves, without a cookie and without storing your internet address or your browser's details: within a day, a visit is recognised by a keyed hash of your address's network and your browser's family, under a secret made for that day alone. Only each day's totals are kept: numbers of visits and pages, and the sites that linked here. Your visits are not counted if your browser sends "Global Privacy Control" or "Do Not Track".

The web server that delivers this site records each request: the time, the page or file asked for and the answer, with your internet address shortened to the network it belongs to (the last of its four numbers set to zero, or only the first half of an IPv6 address kept), so that it does not point to you. I use these records to keep the site working and safe.

## Legal basis

Your testimonial is published with your consent, which you give with the checkbox on the form. A message you send through the contact form is handled to take the steps you ask for before we possibly agree to work together; checking the other parties you name against my clients relies on my legitimate interest, and professional duty, in avoiding conflicts of interest. The protection against abuse and the web server's records rely on my legitimate interest in keeping the site working and the form usable and free of spam. Counting visits relies on my legitimate interest in knowing whether the site serves its purpose.

## How long it is kept

- An approved testimonial: until you withdraw your consent.
- A rejected testimonial: deleted {rejectedPeriod} after it was rejected.
- An invitation that was not answered: deleted {invitationPeriod} after it expired or was withdrawn.
- A message sent through the contact form: deleted {enquiryHandledPeriod} after I have dealt with it, or {enquiryUnhandledPeriod} after it was sent if I never did.
- The counters that protect the forms: deleted once their window of {rateLimitPeriod} is over.
- The keys that recognise a visit within a day, and that day's secret: deleted shortly after the day ends.
- The daily totals of visits, pages and linking sites, which identify no one: deleted {insightsPeriod} after their day.
- The web server's records of requests: deleted after 15 days at most.

## Who receives it

Only me: the site sends each new testimonial to my notification e-mail or notification address so that I can review it. The services that host the site and deliver those notifications process it on my behalf. A message sent through the contact form reaches only me: the notification I receive about it carries only a link to it, unless I choose to receive its text too. Nothing is sold or shared for advertising.

## Your rights

You can withdraw your consent at any time, and ask to see, correct or erase what I keep about you: write to me at {email}. I will then anonymise or delete your testimonial. Withdrawing your consent does not affect what was shown before. You may also complain to your data protection authority.

## Cookies

The public pages of this site set no cookies and use no trackers. Your choice of colour theme is kept in your own browser and never sent to the site.`;

export default en;
