/**
 * `npx tsx scripts/make-icons.ts`: the app's PNG icons (issue 8 §4), drawn from the two SVGs in
 * apps/web/public/icons with sharp and committed beside them: the manifest's 192 and 512 px icons, the maskable
 * 512 px one (the cross inside the safe circle, the colour to every edge) and the 180 px apple-touch-icon, on the
 * colour of the signed-out theme. Run it again after changing an SVG.
 */
import path from 'node:path'
import sharp from 'sharp'

const dir = path.resolve(import.meta.dirname, '../apps/web/public/icons')
const outputs = [
  { from: 'icon.svg', to: 'icon-192.png', size: 192 },
  { from: 'icon.svg', to: 'icon-512.png', size: 512 },
  { from: 'maskable.svg', to: 'maskable-512.png', size: 512 },
  // iOS rounds the corners itself, so the full-bleed drawing.
  { from: 'maskable.svg', to: 'apple-touch-icon.png', size: 180 },
]
for (const { from, to, size } of outputs) {
  await sharp(path.join(dir, from), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, to))
  console.log(`${to} (${size}×${size})`)
}
