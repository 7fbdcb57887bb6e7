import { expect, test } from '../fixtures/test'

// Four sessions share this machine's two cores; a journey of several pages needs more than the default.
test.describe.configure({ timeout: 120_000 })

// Issue 7 §3 "errors hidden on the phone": saving with a wrong price brought the field under the sticky save bar
// with no message. Now the first invalid field is in view, uncovered, focused and named in a notice.
test('a wrong price in the practice editor is shown in view with its message', async ({
  page,
  t,
  signInAsDoctor,
  finalShot,
}) => {
  await signInAsDoctor()

  await page.goto('/profile/edit/video')
  const price = page.getByLabel(t('doctors:editor.fields.price'))
  await price.fill('5')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page
    .getByRole('button', { name: t('doctors:editor.actions.save') })
    .first()
    .click()

  const message = page.getByText(t('validation:price.min')).first()
  await expect(message).toBeInViewport()
  await expect(price).toBeFocused()
  await expect(price).toBeInViewport({ ratio: 1 })
  // Nothing (the top bar, the sticky save bar) lies over the field or its message.
  for (const target of [price, message]) {
    const uncovered = await target.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit !== null && (element.contains(hit) || hit.contains(element))
    })
    expect(uncovered).toBe(true)
  }
  const notice = page.getByRole('alert').filter({
    hasText: t('common:form.fixField', { field: t('doctors:editor.fields.price'), message: '' }).trim(),
  })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(t('validation:price.min'))
  await finalShot(page, 'fixes-editor-errors')
})
