import { z } from 'zod'
import { vkey } from '../shared/validation'

/**
 * Dialogs (SPEC 3.7, 2.9; issue 10 §2): the 'dr' document of nested text blocks the app shows doctors, each leaf in
 * Arabic and English markdown. Leaves are addressed by a dotted key (`editor.intro`); admins edit existing leaves,
 * the app's code decides which exist (a migration adds them).
 */

export const dialogDocuments = ['dr'] as const
export const dialogDocumentSchema = z.enum(dialogDocuments)
export type DialogDocument = z.infer<typeof dialogDocumentSchema>

/** SPEC 9: the markdown editor's rows and the tree labels' length. */
export const dialogEditorRows = 14
export const dialogTreeLabelLength = 50
export const dialogTextMaxLength = 5000

/** A leaf's dotted path in its document: words of letters and digits. */
export const dialogKeySchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/, vkey('invalidFormat'))

/**
 * Raw HTML in a markdown body: a tag (`<b>`, `</p>`, `<script`, `<!--`, `<?`), or a link to a script or data URL.
 * The web never renders HTML from these texts anyway (docs/decisions/0019); refusing it keeps the stored text what
 * the admin sees in the preview, and keeps a later renderer from ever meeting it.
 */
export function containsRawHtml(markdown: string): boolean {
  return /<\s*[/!?]?\s*[A-Za-z!?]/.test(markdown) || /\]\(\s*(javascript|data|vbscript):/i.test(markdown)
}

export const dialogMarkdownSchema = z
  .string()
  .trim()
  .min(1, vkey('required'))
  .max(dialogTextMaxLength, vkey('tooLong'))
  .refine((text) => !containsRawHtml(text), vkey('markdownHtml'))

export const dialogTextSchema = z.object({ ar: dialogMarkdownSchema, en: dialogMarkdownSchema })
export type DialogText = z.infer<typeof dialogTextSchema>

export const dialogLeafSchema = z.object({
  key: z.string(),
  ar: z.string(),
  en: z.string(),
  updatedAt: z.iso.datetime(),
})
export type DialogLeaf = z.infer<typeof dialogLeafSchema>

/** A document's leaves, ordered by key. */
export const dialogListSchema = z.object({ document: dialogDocumentSchema, items: z.array(dialogLeafSchema) })
export type DialogList = z.infer<typeof dialogListSchema>

/** A node of the document's tree: a branch with children, or a leaf with its key. */
export interface DialogNode {
  /** The last word of the path (a branch) or the leaf's key. */
  name: string
  path: string
  leaf?: DialogLeaf
  children: DialogNode[]
}

/** The nested document (SPEC 3.7) from its flat leaves, in key order. */
export function dialogTree(leaves: readonly DialogLeaf[]): DialogNode[] {
  const root: DialogNode = { name: '', path: '', children: [] }
  for (const leaf of [...leaves].sort((a, b) => a.key.localeCompare(b.key))) {
    let node = root
    const parts = leaf.key.split('.')
    parts.forEach((part, index) => {
      const path = parts.slice(0, index + 1).join('.')
      let child = node.children.find((c) => c.name === part)
      if (!child) {
        child = { name: part, path, children: [] }
        node.children.push(child)
      }
      node = child
    })
    node.leaf = leaf
  }
  return root.children
}

/** A tree label: the text cut at 50 characters with an ellipsis (SPEC 2.9, 9). */
export function treeLabel(text: string, length = dialogTreeLabelLength): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length)}…` : flat
}
