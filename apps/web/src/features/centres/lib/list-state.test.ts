import { describe, expect, it } from 'vitest'
import { chosenFilters, readList, writeList } from './list-state'

describe('the list of centres in the URL (issue 43 §2)', () => {
  it('reads each key as the API does, dropping a broken one alone', () => {
    expect(
      readList(new URLSearchParams('governorateId=1&areaId=12&insurance=true&minPrice=abc&sort=x&page=0')),
    ).toEqual({
      governorateId: 1,
      areaId: 12,
      homeCollection: false,
      insurance: true,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'price',
      page: 1,
    })
    // An area alone narrows nothing the page can show.
    expect(readList(new URLSearchParams('areaId=12')).areaId).toBeUndefined()
  })

  it('writes a change without defaults, back to page 1, a new governorate without its area, other keys kept', () => {
    const start = new URLSearchParams('governorateId=1&areaId=12&page=3&q=x')
    expect(writeList(start, { governorateId: 2 }).toString()).toBe('governorateId=2&q=x')
    expect(writeList(start, { page: 2 }).toString()).toBe('governorateId=1&areaId=12&page=2&q=x')
    expect(writeList(start, { sort: 'price', insurance: false, maxPrice: 10_000 }).toString()).toBe(
      'governorateId=1&areaId=12&q=x&maxPrice=10000',
    )
  })

  it('counts the filters chosen, not the sort or the page', () => {
    expect(
      chosenFilters(readList(new URLSearchParams('insurance=true&sort=nearest&page=2&maxPrice=100'))),
    ).toBe(2)
  })
})
