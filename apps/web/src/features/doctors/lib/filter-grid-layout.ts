/** The search filters' grid, two columns on a phone and four beside the list: the fields' and their skeleton's. */
export const filterGridLayout = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
} as const
