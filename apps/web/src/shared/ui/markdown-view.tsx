import { parseMarkdown, type MarkdownInline } from '@app/domain/dialogs'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Fragment, useMemo } from 'react'

/**
 * Markdown of the dialogs and the legal texts as React elements (issue 10 §2, issue 45 §1; docs/decisions/0019). The parser yields text, never HTML, and
 * nothing here injects markup: whatever a text holds, no tag is created from it and no script can run.
 */
function Inline({ nodes }: { nodes: MarkdownInline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case 'text':
            return <Fragment key={i}>{node.text}</Fragment>
          case 'break':
            return <br key={i} />
          case 'strong':
            return (
              <strong key={i}>
                <Inline nodes={node.children} />
              </strong>
            )
          case 'em':
            return (
              <em key={i}>
                <Inline nodes={node.children} />
              </em>
            )
          case 'link': {
            const external = /^https?:/i.test(node.href)
            return (
              <Link
                key={i}
                href={node.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Inline nodes={node.children} />
              </Link>
            )
          }
        }
      })}
    </>
  )
}

/**
 * `topLevel`: the element of a `#` heading — h3 inside a page's section (the dialogs), h2 when the text is the page's
 * whole content under its h1 (a legal text).
 */
export function MarkdownView({ source, topLevel = 3 }: { source: string; topLevel?: 2 | 3 }) {
  const blocks = useMemo(() => parseMarkdown(source), [source])
  return (
    <Box sx={{ '& > :first-of-type': { marginBlockStart: 0 }, '& > :last-child': { marginBlockEnd: 0 } }}>
      {blocks.map((block, i) => {
        if (block.type === 'heading')
          return (
            <Typography
              key={i}
              variant={block.level === 1 ? 'h6' : 'subtitle1'}
              component={`h${block.level + topLevel - 1}` as 'h3'}
              sx={{ fontWeight: 700, marginBlock: 1 }}
            >
              <Inline nodes={block.children} />
            </Typography>
          )
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul'
          return (
            <Box key={i} component={List} sx={{ marginBlock: 1, paddingInlineStart: 3 }}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline nodes={item} />
                </li>
              ))}
            </Box>
          )
        }
        return (
          <Typography key={i} variant="body2" component="p" sx={{ marginBlock: 1 }}>
            <Inline nodes={block.children} />
          </Typography>
        )
      })}
    </Box>
  )
}
