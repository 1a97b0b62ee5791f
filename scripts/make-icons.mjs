// Makes the web app manifest's PNG icons (public/icons/, committed) from the site's icon, src/app/icon.svg.
// Run once after changing the icon: node scripts/make-icons.mjs  (sharp comes with Next; nothing else needs it)
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('src/app/icon.svg', 'utf8');
// A maskable icon fills its square and keeps the glyph inside the safe circle (80% of the width), as the
// launcher may crop it to any shape: no rounded corners, the glyph scaled down about the centre.
const maskable = svg
  .replace(/<rect ([^>]*?) rx="\d+"/, '<rect $1')
  .replace(/<path /, '<path transform="translate(16 16) scale(0.72) translate(-16 -16)" ');
if (maskable === svg) throw new Error('make-icons: src/app/icon.svg no longer has the expected <rect rx> and <path>');

const icons = [
  ['public/icons/icon-192.png', svg, 192],
  ['public/icons/icon-512.png', svg, 512],
  ['public/icons/icon-maskable-512.png', maskable, 512],
];
for (const [file, source, size] of icons) {
  await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`make-icons: ${file}`);
}
