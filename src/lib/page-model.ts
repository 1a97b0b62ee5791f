/** A question and its answer in a page's FAQ block (SPEC §3 FAQ item). */
export interface FaqItem {
  q: string;
  a: string;
}

/** A link under a page's related links or a cheatsheet's "See also". */
export interface RelatedLink {
  href: string;
  title: string;
}

/** What every page declares about itself (SPEC §3 Page props); metadata and layout derive from it. */
export interface PageModel {
  /** The path of the page, starting and ending with a slash ("/json/escape/") or a file ("/privacy.html"). */
  path: string;
  /** Visible heading. */
  title: string;
  /** The <title>; defaults to the heading plus the site name. */
  metaTitle?: string;
  /** Meta description. */
  description: string;
  /** Meta keywords. */
  keywords?: readonly string[];
  /** Questions for the FAQ block under the content. */
  faqs?: readonly FaqItem[];
  /** Links under the content. */
  relatedLinks?: readonly RelatedLink[];
  /** Hide the 48-high header. */
  hideHeader?: boolean;
  /** Start with the side menu collapsed. */
  hideMenu?: boolean;
  /** No bookmark star beside the title. */
  disableBookmark?: boolean;
  /** Bare layout: only head metadata, no shell. */
  noLayout?: boolean;
  /** Kept out of search engines and the sitemap (a form page such as unsubscribe). */
  noindex?: boolean;
}
