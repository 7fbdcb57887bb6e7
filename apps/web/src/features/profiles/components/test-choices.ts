import type { ProfileChoices } from './profile-choices'

/** A small catalog for component tests: two governorates, each with its own areas. */
const governorates = [
  { id: 1, label: 'القاهرة' },
  { id: 2, label: 'الجيزة' },
]
const areas: Record<number, { id: number; label: string }[]> = {
  1: [
    { id: 11, label: 'مدينة نصر' },
    { id: 12, label: 'مصر الجديدة' },
  ],
  2: [{ id: 21, label: 'الدقي' }],
}
const nationalities = [{ id: 63, label: 'مصر' }]
const specialties = [{ id: 5, label: 'طب الأطفال' }]
const byId = (items: { id: number; label: string }[]) => (id: number) => items.find((i) => i.id === id)?.label

export const testChoices: ProfileChoices = {
  governorates,
  areasOf: (id) => (id === undefined ? [] : (areas[id] ?? [])),
  nationalities,
  specialties,
  governorateName: byId(governorates),
  areaName: byId(Object.values(areas).flat()),
  nationalityName: byId(nationalities),
  specialtyName: byId(specialties),
}
