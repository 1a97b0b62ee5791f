/** The picture SVG Preview opens with: a hill under a sun. */
export const sample = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4f9cf9"/>
      <stop offset="1" stop-color="#b8e0ff"/>
    </linearGradient>
  </defs>
  <!-- A hill under a sun -->
  <rect width="240" height="160" rx="16" fill="url(#sky)"/>
  <circle cx="180" cy="48" r="22" fill="#ffd43b" stroke="#fab005" stroke-width="4"/>
  <path d="M0 130 Q 70 70 140 120 T 240 110 V 160 H 0 Z" fill="#2f9e44"/>
  <text x="16" y="34" font-family="sans-serif" font-size="18" fill="#fff">Hello, SVG</text>
</svg>`;
