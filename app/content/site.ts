// The company's details in one place. Everything the site shows about the company (header,
// footer, contact section, structured data, canonical URLs, booking) reads from here.
export const site = {
  name: "Hajar Labs",
  /** Public address of the deployed site, without a trailing slash: canonical and hreflang URLs. */
  baseUrl: "https://www.hajarlabs.ae",
  email: "hello@hajarlabs.ae",
  /** As dialled (tel: link) and as displayed. */
  phone: { href: "+97172260142", display: "+971 7 226 0142" },
  address: {
    street: "Office 1408, Julphar Towers, Al Qawasim Corniche",
    city: { en: "Ras Al Khaimah", zh: "拉斯海瑪", es: "Ras al Jaima" },
    country: { en: "United Arab Emirates", zh: "阿拉伯聯合大公國", es: "Emiratos Árabes Unidos" },
    countryCode: "AE",
  },
  socials: [
    { id: "linkedin", name: "LinkedIn", href: "https://www.linkedin.com/company/hajarlabs" },
    { id: "x", name: "X", href: "https://x.com/hajarlabs" },
    { id: "github", name: "GitHub", href: "https://github.com/hajarlabs" },
    { id: "instagram", name: "Instagram", href: "https://www.instagram.com/hajarlabs" },
  ],
  /** Public Cal.com booking page of the 30-minute call. */
  booking: { calLink: "hajarlabs/30min", origin: "https://cal.com" },
  /**
   * Optional form endpoint taking a JSON POST (Formspree-style). `null` keeps the mailto flow
   * only; see the README before switching it on.
   */
  formEndpoint: null as string | null,
} as const;

export type SocialId = (typeof site.socials)[number]["id"];

/** The public booking page: the "Let's Talk!" button's link, and where it falls back to. */
export const bookingUrl = `${site.booking.origin}/${site.booking.calLink}`;
