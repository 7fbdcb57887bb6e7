import type { Resolver } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { formResolverOnDemand } from './form-resolver-on-demand'

type Form = { phone: string; password: string }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2]
const valid = (values: Form) => ({ values, errors: {} }) as const
const invalid = () => ({
  values: {},
  errors: { phone: { type: 'custom', message: 'validation:phone.notValid' } },
})
const schemaResolver: Resolver<Form> = (values) =>
  values.phone === '01012345678' && values.password ? valid(values) : invalid()

describe('formResolverOnDemand (issue 8 §5: the checks load with the first validation)', () => {
  it('answers an empty form "not valid" without naming a field and without loading the checks', async () => {
    const load = vi.fn(async () => schemaResolver)
    const form = formResolverOnDemand<Form>(load)
    const result = await form.resolver({ phone: '', password: '' }, undefined, options)
    expect(Object.keys(result.errors)).toEqual([''])
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the checks once, at the first value or at preload, and answers with them', async () => {
    const load = vi.fn(async () => schemaResolver)
    const form = formResolverOnDemand<Form>(load)
    expect(await form.resolver({ phone: '010', password: '' }, undefined, options)).toMatchObject({
      errors: { phone: { message: 'validation:phone.notValid' } },
    })
    expect(await form.resolver({ phone: '01012345678', password: 'x' }, undefined, options)).toEqual({
      values: { phone: '01012345678', password: 'x' },
      errors: {},
    })
    form.preload()
    // Once loaded, an empty form gets the checks' own answer.
    expect(
      Object.keys((await form.resolver({ phone: '', password: '' }, undefined, options)).errors),
    ).toEqual(['phone'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schemaResolver)
    const form = formResolverOnDemand<Form>(load)
    form.preload()
    await expect(form.resolver({ phone: '010', password: '' }, undefined, options)).rejects.toThrow('offline')
    expect(await form.resolver({ phone: '010', password: '' }, undefined, options)).toMatchObject({
      errors: { phone: {} },
    })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
